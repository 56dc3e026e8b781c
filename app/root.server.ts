import type { RouterContextProvider } from "react-router";
import { appConfig } from "../worker/config.server";
import { workerContext } from "../worker/request-context.server";

/** Brand and support phone for every page (useSiteSettings), from the Worker's config. */
export function siteSettings(context: Readonly<RouterContextProvider>) {
  const { BRAND_NAME, SUPPORT_PHONE } = appConfig(context.get(workerContext).env);
  return { brand: BRAND_NAME, phone: SUPPORT_PHONE, currentYear: new Date().getUTCFullYear() };
}
