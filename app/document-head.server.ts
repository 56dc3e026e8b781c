/**
 * The document's head, rewritten as it streams by Workers' own HTMLRewriter, so a streamed document
 * (the V2 pages' deals) still streams. Both changes are for the first paint (issue 14.4, LCP):
 * - The stylesheet is written into the head: a separate stylesheet blocks rendering until a second
 *   request comes back, a round trip Lighthouse put at about 400 ms on a mobile connection, and the
 *   whole sheet is about 8 KB compressed. React never sees it (the root declares no stylesheet link),
 *   and React 19 leaves a head element it did not render in place when it hydrates.
 * - React Router's modulepreload links ask for every route module at high priority, as if the page could
 *   not paint without them. A server-rendered page paints without its scripts, so they are low priority.
 */
export function rewriteDocumentHead(document: Response, stylesheet: string): Response {
  // "</" cannot end the style element early: in CSS "<\/" reads as the same two characters.
  const style = `<style>${stylesheet.replaceAll("</", "<\\/")}</style>`;
  return new HTMLRewriter()
    .on("head", {
      element(head) {
        head.append(style, { html: true });
      },
    })
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute("fetchpriority", "low");
      },
    })
    .transform(document);
}
