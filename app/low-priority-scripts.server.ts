/**
 * Issue 14.4 (LCP): React Router's modulepreload links ask for every route module at high priority,
 * beside the stylesheet, as if the page could not paint without them. A server-rendered page paints
 * without its scripts, so they are marked low priority: the browser takes the stylesheet and the
 * page's images first and the scripts right after. Workers' own streaming HTMLRewriter does it, so a
 * streamed document (the V2 pages' deals) still streams.
 */
export function lowPriorityScripts(document: Response): Response {
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute("fetchpriority", "low");
      },
    })
    .transform(document);
}
