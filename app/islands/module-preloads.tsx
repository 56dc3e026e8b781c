/**
 * Module preloads at a low priority: the page paints without them. React writes a `<link>` in the head wherever
 * it is rendered, so an island's preloads join the entry's there.
 */
export function ModulePreloads({ hrefs }: { hrefs: readonly string[] }) {
  return hrefs.map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" />);
}
