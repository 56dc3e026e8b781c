/**
 * The document as it streams out, rewritten by Workers' own HTMLRewriter, so a streamed document (the V2
 * pages' deals) still streams:
 * - The stylesheet is written into the head, for the largest paint. A separate stylesheet blocks rendering until a
 *   second request comes back, a round trip that on a phone's connection delays the first paint (decision record
 *   048 measured it), and the whole sheet is about 7 KB compressed. React never sees it (the root declares no
 *   stylesheet link), and React 19 leaves a head element it did not render in place when the chat or the
 *   advisors' pages hydrate; an island page is never hydrated by React.
 * - Every module script and module preload, React Router's and the islands' alike, is fetched at a low priority
 *   (decision record 048): every page paints without its scripts, so they come after what the paint needs.
 *   They are ordinary scripts, fetched at once: nothing is held back. (An inline script fetches nothing and
 *   may carry no priority.)
 */
export function rewriteDocument(document: Response, stylesheet: string): Response {
  const style = styleElement(stylesheet);
  return new HTMLRewriter()
    .on("head", {
      element(head) {
        head.append(style, { html: true });
      },
    })
    .on('link[rel="modulepreload"], script[type="module"][src]', {
      element(script) {
        script.setAttribute("fetchpriority", "low");
      },
    })
    .transform(document);
}

/**
 * The stylesheet's element, built once per stylesheet rather than on every page view: every page of a build
 * carries the same sheet, and escaping and copying the whole sheet again for each request was a large share of
 * a page's CPU (decision record 058).
 */
let built: { stylesheet: string; element: string } | undefined;

function styleElement(stylesheet: string): string {
  if (built?.stylesheet !== stylesheet) {
    // "</" cannot end the style element early: in CSS "<\/" reads as the same two characters.
    built = { stylesheet, element: `<style>${stylesheet.replaceAll("</", "<\\/")}</style>` };
  }
  return built.element;
}
