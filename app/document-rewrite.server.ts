/**
 * The document as it streams out, rewritten by Workers' own HTMLRewriter, so a streamed document (the V2
 * pages' deals) still streams: the stylesheet is written into the head (issue 14.4, LCP). A separate
 * stylesheet blocks rendering until a second request comes back, a round trip Lighthouse put at about 400 ms
 * on a mobile connection, and the whole sheet is about 7 KB compressed. React never sees it (the root declares
 * no stylesheet link), and React 19 leaves a head element it did not render in place when the chat or the
 * advisors' pages hydrate; an island page is never hydrated by React (decision record 048).
 */
export function rewriteDocument(document: Response, stylesheet: string): Response {
  // "</" cannot end the style element early: in CSS "<\/" reads as the same two characters.
  const style = `<style>${stylesheet.replaceAll("</", "<\\/")}</style>`;
  return new HTMLRewriter()
    .on("head", {
      element(head) {
        head.append(style, { html: true });
      },
    })
    .transform(document);
}
