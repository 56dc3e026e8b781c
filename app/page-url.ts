import { createContext, useContext } from "react";

/** The page's path and query string, as the server was asked for them. */
export type PageUrl = { pathname: string; search: string };

/**
 * Where the page is: the root route provides React Router's location, and an island its props', so the
 * components an island shares with the chat read it the same way without the router (decision record 048).
 */
export const PageUrlContext = createContext<PageUrl | null>(null);

export function usePageUrl(): PageUrl {
  const url = useContext(PageUrlContext);
  if (!url) throw new Error("page URL missing: the root route or an island provides it");
  return url;
}
