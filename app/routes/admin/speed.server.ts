import type { RouterContextProvider } from "react-router";
import { speedWindowOf } from "#app/domain/admin/site-speed-query";
import { siteSpeed } from "#worker/services/vitals/report.server";
import { envOf } from "./advisor.server";

/** Site speed: real visitors' Web Vitals over the window the query asks for (28 days unless `?days=7`). */
export function speedPage(request: Request, context: Readonly<RouterContextProvider>, now = new Date()) {
  return siteSpeed(envOf(context), speedWindowOf(new URL(request.url).searchParams), now);
}
