import { API_LIMITS } from "./constants";

const UTM_PARAMS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

export type UtmTags = Partial<Record<keyof typeof UTM_PARAMS, string>>;

/** Reads the campaign tags of a landing URL, the same way in the browser and in a loader. */
export function utmFromUrl(url: URL): UtmTags {
  const tags: UtmTags = {};
  for (const [key, param] of Object.entries(UTM_PARAMS) as [keyof typeof UTM_PARAMS, string][]) {
    const value = url.searchParams.get(param);
    if (value) tags[key] = value.slice(0, API_LIMITS.maxTextField);
  }
  return tags;
}
