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
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { localeOfPath, localizedPath } from "./i18n/locale";
import { useNonce } from "./nonce";
import { pageLanguage, siteSettings, spanishLine, vitalsSettings } from "./root.server";
import { reportVitals } from "./vitals/report-vitals";

// No stylesheet link: the server writes the stylesheet into the head (app/document-rewrite.server.ts).

export const loader = async ({ request, context, pattern }: Route.LoaderArgs) => ({
  ...siteSettings(context),
  ...pageLanguage(request),
  spanishLine: await spanishLine(request, context),
  vitals: vitalsSettings(context, pattern),
});

/** A page in the other language needs the other language's messages (decision record 029). */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const { pathname } = useLocation();
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
      </head>
      <body className="bg-white font-sans text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const location = useLocation();
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    reportVitals();
  }, []);
  useEffect(() => {
    // SPEC §2: page views are logged to the console only.
    console.log("page_view", location.pathname);
  }, [location.pathname]);
  return <Outlet />;
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
