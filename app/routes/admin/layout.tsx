import { NavLink, Outlet } from "react-router";
import { DeskBar } from "#app/components/admin/desk-bar";
import { DeskProvider } from "#app/components/admin/desk-context";
import { ADMIN_ROBOTS } from "#app/domain/admin/format";
import type { Route } from "./+types/layout";
import { advisorOf, requireAdvisor } from "./advisor.server";

export const middleware: Route.MiddlewareFunction[] = [requireAdvisor];

// `readAtMs`: when the page's data was read, so the live desk's first socket asks for what came after.
export const loader = ({ context }: Route.LoaderArgs) => ({ advisor: advisorOf(context), readAtMs: Date.now() });

export const meta = () => [{ title: "Advisor desk" }, ADMIN_ROBOTS];

const navLink = "block rounded-full px-1.5 py-1 text-sm font-medium sm:px-3 sm:py-1.5";

const SECTIONS = [
  { to: "/admin/my-day", label: "My day", end: false },
  { to: "/admin", label: "Leads", end: true },
  { to: "/admin/dashboard", label: "Dashboard", end: false },
  { to: "/admin/speed", label: "Site speed", end: false },
  { to: "/admin/deals", label: "Deals", end: false },
  { to: "/admin/account", label: "Your account", end: false },
];

/** The advisors' back office frame: sections, who is signed in, sign-out and the live desk around each page. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DeskProvider advisor={loaderData.advisor} readAtMs={loaderData.readAtMs}>
      <div className="min-h-dvh bg-slate-50">
        {/* On a phone: the desk's name and sign-out on one line, the sections on the next, so a page starts high. */}
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2 sm:py-3">
            <p className="font-bold text-brand-900">Advisor desk</p>
            <nav aria-label="Advisor sections" className="order-last w-full sm:order-none sm:w-auto">
              <ul className="flex flex-wrap sm:gap-1">
                {SECTIONS.map((s) => (
                  <li key={s.to}>
                    <NavLink
                      to={s.to}
                      end={s.end}
                      className={({ isActive }) =>
                        `${navLink} ${isActive ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`
                      }
                    >
                      {s.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            {/* A plain form: the session ends on the server and the cookie goes with the redirect. */}
            <form method="post" action="/admin/sign-out" className="ml-auto flex items-center gap-3">
              <span className="text-sm text-slate-600">{loaderData.advisor.name}</span>
              <button type="submit" className="text-sm text-slate-700 underline hover:text-slate-900">
                Sign out
              </button>
            </form>
          </div>
          <DeskBar />
        </header>
        <main id="main" className="mx-auto max-w-7xl px-4 py-4 sm:py-6">
          <Outlet />
        </main>
      </div>
    </DeskProvider>
  );
}
