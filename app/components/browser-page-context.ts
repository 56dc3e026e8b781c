import type { PageContext } from "#app/domain/page-context";
import { utmFromUrl } from "#app/domain/utm";

const SESSION_KEY = "advisor_session_id";

/** SPEC §3: the session id comes from session storage, or is generated and kept there. */
function sessionId(): string | undefined {
  try {
    let id = window.sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = crypto.randomUUID();
      window.sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

/** Where the visitor is and came from, read at submit time in the browser. */
export function browserPageContext(): PageContext {
  const url = new URL(window.location.href);
  return {
    pageUrl: url.href,
    referrerUrl: document.referrer || undefined,
    ...utmFromUrl(url),
    sessionId: sessionId(),
  };
}
