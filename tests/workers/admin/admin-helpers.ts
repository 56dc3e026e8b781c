import { env } from "cloudflare:test";
import { RouterContextProvider, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import type { Advisor } from "#app/domain/admin/advisor";
import type { LeadLanguage } from "#app/domain/lead-language";
import { advisorContext } from "#app/routes/admin/advisor.server";
import { leadAction } from "#app/routes/admin/lead-actions.server";
import { signInAction } from "#app/routes/admin/login.server";
import { database } from "#worker/db/client";
import { advisors, leads } from "#worker/db/schema";
import { workerContext } from "#worker/request-context.server";
import { publicAdvisor } from "#worker/services/admin/advisors.server";
import { leadsPageData } from "#worker/services/admin/leads-page.server";
import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { hashPassword } from "#worker/services/admin/password-hash.server";
import { freshAddress } from "#tests/workers/helpers";

// The admin's pages as a browser without JavaScript uses them: their loaders and actions in workerd,
// with the request context the Worker gives them.

export const PAGE = "https://caradvisor.test";

export type TestAdvisor = Advisor & { password: string };

/** A named advisor in D1 with a password of its own. */
export async function addAdvisor(
  values: { name?: string; password?: string | null; disabled?: boolean; email?: string } = {},
): Promise<TestAdvisor> {
  const tag = crypto.randomUUID().slice(0, 8);
  const password = values.password === undefined ? `password-${tag}-long` : values.password;
  const [row] = await database(env.DB)
    .insert(advisors)
    .values({
      email: values.email ?? `advisor.${tag}@caradvisor.example`,
      name: values.name ?? `Advisor ${tag}`,
      passwordHash: password === null ? null : await hashPassword(password),
      disabled: values.disabled ?? false,
    })
    .returning({ id: advisors.id, email: advisors.email, name: advisors.name });
  if (!row) throw new Error("advisor not inserted");
  return { ...row, password: password ?? "" };
}

/** The context React Router gives a loader or action: the Worker's bindings and, under the layout, the advisor. */
export function pageContext(advisor: (Advisor & { languages?: LeadLanguage[] }) | null = null, bindings: Env = env) {
  const context = new RouterContextProvider();
  context.set(workerContext, { env: bindings, ctx: { waitUntil: () => {} }, nonce: "" });
  // As the admin gate sets it: the advisor's public fields and languages only.
  if (advisor) context.set(advisorContext, publicAdvisor({ ...advisor, languages: advisor.languages ?? null }));
  return context;
}

export function formRequest(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${PAGE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "cf-connecting-ip": freshAddress(), ...headers },
  });
}

const isData = (value: unknown): value is DataWithResponseInit<unknown> =>
  typeof value === "object" && value !== null && "type" in value && value.type === "DataWithResponseInit";

/** What a loader or action ended with: its data, a thrown or returned Response, or data with a status. */
export async function settle<T>(work: Promise<T>): Promise<{ status: number; data: unknown; headers: Headers }> {
  try {
    const value = await work;
    if (value instanceof Response) return { status: value.status, data: null, headers: value.headers };
    if (isData(value)) return { status: value.init?.status ?? 200, data: value.data, headers: new Headers(value.init?.headers) };
    return { status: 200, data: value, headers: new Headers() };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null, headers: thrown.headers };
    if (isData(thrown)) return { status: thrown.init?.status ?? 500, data: thrown.data, headers: new Headers(thrown.init?.headers) };
    throw thrown;
  }
}

/** A sign-in through the login route's action. */
export function signIn(email: string, password: string, options: { address?: string; next?: string; bindings?: Env } = {}) {
  const request = formRequest(
    "/admin/login",
    { email, password, next: options.next ?? "/admin" },
    { "cf-connecting-ip": options.address ?? freshAddress() },
  );
  return settle(signInAction(request, pageContext(null, options.bindings)));
}

/** The cookie header of a signed-in advisor, as the browser sends it back. */
export async function sessionCookie(advisor: TestAdvisor): Promise<string> {
  const { headers, status } = await signIn(advisor.email, advisor.password);
  const cookie = headers.get("set-cookie")?.split(";")[0];
  if (status !== 302 || !cookie) throw new Error(`sign-in failed with ${status}`);
  return cookie;
}

/** A lead written directly, as the visitor side writes one: its latest request is its creation unless told. */
export async function addLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const id = crypto.randomUUID();
  const createdAt = values.createdAt ?? new Date().toISOString();
  await database(env.DB)
    .insert(leads)
    .values({
      id,
      firstName: "Test",
      email: `${id.slice(0, 8)}@gmail.com`,
      leadSource: "landing_page_cta",
      lastRequestedAt: createdAt,
      ...values,
      createdAt,
    });
  return id;
}

/** A lead page's plain form posted as this advisor (status, note, assignment, call, callback), settled. */
export const postLeadForm = (fields: Record<string, string>, advisor: Advisor) =>
  settle(leadAction(formRequest(`/admin/leads/${fields.leadId}`, fields), pageContext(advisor)));

/** The rows a query reads from the test's D1. */
export const dbRows = async <T = Record<string, unknown>>(sql: string, ...values: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...values)
      .all<T>()
  ).results;

/** A drizzle query's plan as SQLite explains it, one step a line. */
export async function queryPlan(query: { toSQL: () => { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  const steps = await env.DB.prepare(`explain query plan ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return steps.results.map((step) => step.detail).join("\n");
}

/**
 * A plan step that reads `table` on `index`, covering or not: plan tests name the index a plan uses, not
 * the whole plan. SQLite never calls an index that holds a computed column (call_queue) covering, though it
 * reads no row of the table when the index holds every column a statement reads.
 */
export const readsIndex = (table: string, index: string) =>
  new RegExp(`(SEARCH|SCAN) ${table}( EXISTS)? USING (COVERING )?INDEX ${index}\\b`);

/** A plan step that reads every row of `table`, on no index. */
export const scansTable = (table: string) => new RegExp(`SCAN ${table}$`, "m");

/** The leads page's overdue box under these filters, as the page reads it (with its first page of leads); null under a search. */
export async function overdueBox(bindings: Env, filters: Partial<LeadFilters>, advisorId: number, now: Date) {
  return (await leadsPageData(bindings, { page: 1, ...filters }, advisorId, now)).overdue;
}

/** The leads page's overdue box under filters with no search: it always has one. */
export async function queueBox(bindings: Env, filters: Partial<LeadFilters>, advisorId: number, now: Date) {
  const box = await overdueBox(bindings, filters, advisorId, now);
  if (!box) throw new Error("the page has no overdue box");
  return box;
}
