// Pages opened from a signed link in an email (newsletter confirmation, unsubscribe): the token is in
// the URL, so the page is never cached and never indexed.

export const linkPageHeaders = () => ({ "cache-control": "no-store" });

export const linkPageMeta = (title: string) => [{ title }, { name: "robots", content: "noindex, nofollow" }];
