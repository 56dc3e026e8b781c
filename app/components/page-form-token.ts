import { useCallback, useSyncExternalStore } from "react";

// One token for the page's forms (a signed form token): each stored request uses it up, and its answer brings the
// next one. The modal's form and the bottom form are islands of their own (decision record 048), so the token
// the one's answer brought lives here, in the one module both islands share, for the other's next request.
let latest: string | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The page's form token: the server's (`served`) until an answer brings another. */
export function usePageFormToken(served: string): [string, (token: string) => void] {
  const token = useSyncExternalStore(
    subscribe,
    () => latest ?? served,
    () => served,
  );
  const renew = useCallback((next: string) => {
    latest = next;
    for (const listener of listeners) listener();
  }, []);
  return [token, renew];
}
