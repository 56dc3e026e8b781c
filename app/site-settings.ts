import { useRouteLoaderData } from "react-router";
import type { loader } from "./root";

export type SiteSettings = { brand: string; phone: string; currentYear: number };

/** Brand and support phone come from the Worker's config through the root loader. */
export function useSiteSettings(): SiteSettings {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("root loader data missing");
  return data;
}
