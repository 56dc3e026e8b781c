import { isbot } from "isbot";
// React's Node build, not the edge build that the "workerd" condition picks: the edge build encodes every
// piece of the page (each attribute's name and value, each text) into a Uint8Array of its own, and in workerd
// those thousands of small encodings were a large share of a page's CPU; the Node build encodes the pieces
// into a shared buffer and streams it a few kilobytes at a time. It runs on nodejs_compat's modules and
// writes the same HTML (decision record 058).
import { renderToReadableStream, renderToString } from "react-dom/server.node";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { logError } from "#worker/log.server";
import { workerContext } from "#worker/request-context.server";
import islandAssets from "virtual:islands/assets";
import { rewriteDocument } from "./document-rewrite.server";
import stylesheet from "./app.css?inline";
import { IslandAssetsContext } from "./islands/assets";
import { isIslandPage } from "./islands/island-page";
import { NonceContext } from "./nonce";
import { withoutBuyerToken } from "./domain/buyers/buyer-links";

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and rendering. React Router's default console.errors the raw error, and a
 * failed drizzle query's message lists its parameters (an email, a search): logError tells only the
 * cause, masked, with the path (never the query string). An aborted request is the visitor leaving.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logError("route_error", error, { route: withoutBuyerToken(new URL(request.url).pathname) });
};

/**
 * Streams the document; crawlers get it whole so they index everything (HEAD gets headers only). A page with
 * nothing to stream is written whole at once (hasNothingToStream).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const { nonce } = loadContext.get(workerContext);
  const documentFor = (context: EntryContext) => (
    <NonceContext value={nonce}>
      <IslandAssetsContext value={islandAssets}>
        <ServerRouter context={context} url={request.url} nonce={nonce} />
      </IslandAssetsContext>
    </NonceContext>
  );
  let app = documentFor(routerContext);
  if (hasNothingToStream(routerContext)) {
    const html = renderToString(app);
    if (!html.includes(UNFINISHED_BOUNDARY)) {
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      // React writes no doctype before a string, as it does at the head of a stream.
      return rewriteDocument(new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode }), stylesheet);
    }
    // A part waited or failed after all, which a string leaves to a browser that has no React: the page is
    // streamed instead, which waits for it and reports its error. The first render took React Router's stream
    // of the page's data, which an island page's document never reads (its scripts are left out).
    app = documentFor({ ...routerContext, serverHandoffStream: undefined });
  }
  const body = await renderToReadableStream(app, {
    nonce,
    // A finished Suspense boundary is written in place, whatever its size. React's default (12,800
    // bytes) writes a large one as a hidden chunk that a script moves into place, so without JavaScript
    // it would never show. Boundaries still waiting on data (the V2 pages' deals) stream as before.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors of the shell itself reject and are logged by React Router; these came later.
      if (shellRendered) logError("render_failed", error);
    },
  });
  shellRendered = true;
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return rewriteDocument(new Response(body, { headers: responseHeaders, status: responseStatusCode }), stylesheet);
}

/**
 * An island page whose loaders and action returned no promise has nothing to stream: nothing on it waits
 * for data (a section that does, the V2 pages' deals, is a promise in its loader's data), and React Router's
 * own scripts, the one part of a document that streams after the page, are left out of it (decision record
 * 048). Such a page is rendered to a string, which writes the same HTML for less CPU than a stream: no piece
 * of it is encoded and measured on its own (decision record 058).
 */
function hasNothingToStream({ staticHandlerContext: { matches, loaderData, actionData } }: EntryContext): boolean {
  if (!isIslandPage(matches.map(({ route }) => ({ handle: route.handle })))) return false;
  return ![...Object.values(loaderData), ...Object.values(actionData ?? {})].some(holdsPromise);
}

/** How React marks a Suspense boundary it could not finish on the server, leaving it to the browser. */
const UNFINISHED_BOUNDARY = "<!--$!-->";

const holdsPromise = (data: unknown) =>
  typeof data === "object" && data !== null && Object.values(data).some((value) => value instanceof Promise);
