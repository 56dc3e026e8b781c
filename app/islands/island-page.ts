/** The `handle` of a route whose page is rendered whole and hydrated only by its islands (decision record 048). */
export const ISLAND_PAGE = { islands: true } as const;

/** Whether any route of the page is an island page's: then React Router's own scripts are left out. */
export function isIslandPage(matches: readonly { handle: unknown }[]): boolean {
  return matches.some(({ handle }) => typeof handle === "object" && handle !== null && "islands" in handle && handle.islands === true);
}
