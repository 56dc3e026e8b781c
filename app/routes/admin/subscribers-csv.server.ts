import type { RouterContextProvider } from "react-router";
import { subscribersCsv } from "../../../worker/services/subscribers-csv.server";
import { envOf } from "./advisor.server";

/** The download itself; the admin layout's requireAdvisor has already let only an advisor this far. */
export function subscribersCsvResponse(context: Readonly<RouterContextProvider>): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(subscribersCsv(envOf(context)), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
    },
  });
}
