import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { localeOfPath, localizedPath } from "./i18n/locale";
import { isIslandPage } from "./islands/island-page";
import { IslandScripts } from "./islands/island-scripts";
import { useNonce } from "./nonce";
import { PageUrlContext } from "./page-url";
import { pageLanguage, siteSettings, spanishLine, vitalsSettings } from "./root.server";
import { SiteSettingsContext, siteSettingsOf } from "./site-settings";
import { reportVitals } from "./vitals/report-vitals";

// No stylesheet link: the server writes the stylesheet into the head (app/document-rewrite.server.ts).

export const loader = async ({ request, context, pattern }: Route.LoaderArgs) => ({
  ...siteSettings(context),
  ...pageLanguage(request),
  spanishLine: await spanishLine(request, context),
  vitals: vitalsSettings(context, request, pattern),
});

/** A page in the other language needs the other language's messages (decision record 029). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

/**
 * The document. An island page (the marketing pages: decision record 048) is never hydrated by React Router:
 * its head loads the islands' entry instead of React Router's scripts. The chat and the advisors' pages
 * hydrate whole.
 */
export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
  const islands = isIslandPage(useMatches());
  // Read by the page's Web Vitals beacon, whichever entry starts it (app/vitals/report-vitals.ts).
  const vitals = useRouteLoaderData<typeof loader>("root")?.vitals;
  return (
    <html lang={localeOfPath(pathname)} data-vitals-route={vitals?.route} data-vitals-sample={vitals?.sampleRate}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#174bb0" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {islands ? <IslandScripts nonce={nonce} /> : null}
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">
        {children}
        {islands ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** The routes' contexts: the site's settings and the page's URL, which the components shared with islands read. */
export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname, search } = useLocation();
  useEffect(() => {
    // On an island page the islands' entry marks it and starts the beacon (app/islands/entry.ts).
    document.documentElement.dataset.hydrated = "true";
    reportVitals();
  }, []);
  useEffect(() => {
    // SPEC §2: page views are logged to the console only.
    console.log("page_view", pathname);
  }, [pathname]);
  return (
    <SiteSettingsContext.Provider value={siteSettingsOf(loaderData)}>
      <PageUrlContext.Provider value={{ pathname, search }}>
        <Outlet />
      </PageUrlContext.Provider>
    </SiteSettingsContext.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Words from the root's data, in the page's language: no message reader in every page's scripts.
  const words = useRouteLoaderData<typeof loader>("root")?.errorText;
  const { pathname } = useLocation();
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">{notFound ? words?.notFound : words?.failed}</h1>
      <p className="mt-4">
        <a className="text-brand-700 underline" href={localizedPath("/", localeOfPath(pathname))}>
          {words?.home}
        </a>
      </p>
    </main>
  );
}
