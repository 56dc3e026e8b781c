import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { AppEnv } from "./api/app-env";
import { jsonError } from "./api/http";
import { logEvent } from "./log.server";
import { EMAIL_LINKS } from "#app/domain/visitor-emails";
import { unlocalizedPath } from "#app/i18n/locale";
import { withoutBuyerToken } from "#app/domain/buyers/buyer-links";

/**
 * Headers on every answer: a strict CSP whose scripts need this request's nonce (React Router's inline
 * scripts carry it; no 'unsafe-inline' script), HSTS, no sniffing, no framing, a narrow Permissions-Policy.
 * Styles keep 'unsafe-inline' for the few style attributes (progress widths, chart colours).
 */
export const securityHeaders: MiddlewareHandler<AppEnv> = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Vehicle photos may come from the configured image provider, on any HTTPS host.
    imgSrc: ["'self'", "data:", "https:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    // The advisor's page shows a PDF quote from our own API in a frame.
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: "max-age=63072000; includeSubDomains; preload",
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  // A handler that needs a different value sets it itself (the dealer quote may be framed by our own page).
  overwrite: false,
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    browsingTopics: [],
  },
});

const UNSAFE_METHOD = /^(POST|PUT|PATCH|DELETE)$/;

/**
 * RFC 8058: a mail provider's one-click unsubscribe posts exactly `List-Unsubscribe=One-Click` to the
 * link, from its own origin. Such a POST passes the origin check and can only do what
 * the link's signed token allows: the action checks the token, and nothing else is in the body.
 */
async function isOneClickUnsubscribe(request: Request): Promise<boolean> {
  const url = new URL(request.url);
  if (unlocalizedPath(url.pathname) !== EMAIL_LINKS.unsubscribePath || !url.searchParams.get("token")) return false;
  const length = Number(request.headers.get("content-length"));
  if (!(length > 0 && length <= ONE_CLICK_BODY_MAX)) return false;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  return form !== null && [...form.keys()].length === 1 && form.get("List-Unsubscribe") === "One-Click";
}

/** Bytes a one-click body may take (a multipart one with its boundaries included). */
const ONE_CLICK_BODY_MAX = 512;

/**
 * CSRF: a state-changing request from a browser must come from our own pages. Browsers send Origin
 * (and Sec-Fetch-Site) with every such request; a request with neither is not from a browser, so no
 * visitor's cookies or session can be riding on it.
 */
export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (UNSAFE_METHOD.test(c.req.method)) {
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    // A page whose Referrer-Policy is no-referrer (the buyer's page, docs/decisions/052) posts its own forms
    // with `Origin: null`; the browser's Sec-Fetch-Site, which no page can set, still says it is ours.
    const hiddenOrigin = origin === "null" && site === "same-origin";
    const ours = origin === new URL(c.req.url).origin || hiddenOrigin;
    const crossSite = (origin !== undefined && !ours) || (site !== undefined && site !== "same-origin" && site !== "none");
    if (crossSite) {
      if (!(await isOneClickUnsubscribe(c.req.raw))) {
        logEvent("cross_origin_refused", { path: withoutBuyerToken(c.req.path), origin: origin ?? null, site: site ?? null });
        return jsonError(403, "This request must come from our own pages.");
      }
      c.req.raw = withoutBrowserOrigin(c.req.raw);
    }
    // React Router's own check of an action's origin takes "null" for another site's: it goes on as our own.
    if (hiddenOrigin) c.req.raw = withoutHeaders(c.req.raw, ["origin"]);
  }
  await next();
};

/**
 * A one-click unsubscribe goes on to the page as what it is, a mail provider's server posting: without
 * the provider's Origin, which React Router's own check of an action's origin would refuse with a 400.
 * Every other cross-origin request was refused above, so React Router still checks the rest.
 */
function withoutBrowserOrigin(request: Request): Request {
  return withoutHeaders(request, ["origin", "sec-fetch-site"]);
}

function withoutHeaders(request: Request, names: string[]): Request {
  const headers = new Headers(request.headers);
  for (const name of names) headers.delete(name);
  return new Request(request, { headers });
}
