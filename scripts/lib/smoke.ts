// The checks of `npm run smoke -- https://your.domain`: after a deploy, the site
// answers its health check, a page, the deals API and the advisors' sign-in page, and nothing answers
// with a 5xx. Pure: scripts/smoke.ts gives it fetch and prints the lines.

export type SmokeCheck = { name: string; path: string; ok: (response: Response, body: string) => string | null };

const html = (response: Response, body: string) =>
  (response.headers.get("content-type") ?? "").includes("text/html") && /<html/i.test(body) ? null : "not an HTML page";

export const SMOKE_CHECKS: SmokeCheck[] = [
  {
    name: "health",
    path: "/api/health",
    ok: (r, body) => (r.status === 200 && /"ok":true/.test(body) ? null : `answered ${r.status} ${body.slice(0, 80)}`),
  },
  { name: "a page", path: "/", ok: (r, body) => (r.status === 200 ? html(r, body) : `answered ${r.status}`) },
  {
    name: "the deals API",
    path: "/api/deals/recent",
    ok: (r, body) => (r.status === 200 && body.trimStart().startsWith('{"deals":') ? null : `answered ${r.status} ${body.slice(0, 80)}`),
  },
  {
    name: "the admin's sign-in page",
    path: "/admin/login",
    // Behind Cloudflare Access the page is Access's own sign-in, reached by a redirect to the team's domain.
    ok: (r, body) => {
      const location = r.headers.get("location") ?? "";
      if (r.status >= 300 && r.status < 400)
        return /^https:\/\/[a-z0-9-]+\.cloudflareaccess\.com\//.test(location) ? null : `redirects to ${location}`;
      return r.status === 200 ? html(r, body) : `answered ${r.status}`;
    },
  },
  { name: "an unknown API path", path: "/api/no-such-door", ok: (r) => (r.status === 404 ? null : `answered ${r.status}, not 404`) },
];

export type SmokeResult = { name: string; url: string; status: number; problem: string | null };

/** Runs every check against the origin; a 5xx or an unreachable site is always a problem. */
export async function smoke(origin: string, fetcher: typeof fetch): Promise<SmokeResult[]> {
  const results: SmokeResult[] = [];
  for (const check of SMOKE_CHECKS) {
    const url = new URL(check.path, origin).href;
    try {
      const response = await fetcher(url, { redirect: "manual", headers: { "user-agent": "car-advisor-smoke" } });
      const body = await response.text();
      const problem = response.status >= 500 ? `answered ${response.status} (a server error)` : check.ok(response, body);
      results.push({ name: check.name, url, status: response.status, problem });
    } catch (error) {
      results.push({ name: check.name, url, status: 0, problem: `unreachable: ${error instanceof Error ? error.message : String(error)}` });
    }
  }
  return results;
}
