import type { RouterContextProvider } from "react-router";
import { recordAction } from "#worker/services/leads/audit.server";
import { subscribersCsv } from "#worker/services/admin/subscribers-csv.server";
import { advisorOf, envOf } from "./advisor.server";

/**
 * The download itself; the admin layout's requireAdvisor has already let only an advisor this far.
 * Like the leads CSV, it is recorded with the advisor and the time.
 */
export async function subscribersCsvResponse(context: Readonly<RouterContextProvider>): Promise<Response> {
  const env = envOf(context);
  await recordAction(env, advisorOf(context).id, { action: "export", list: "subscribers" });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(subscribersCsv(env), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
    },
  });
}
