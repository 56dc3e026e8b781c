import { z } from "zod";
import { API_LIMITS } from "./constants";

const optionalText = (max: number) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(max).optional());

/** Where a lead came from: the page, campaign tags, referrer and the visitor's session (SPEC §3). */
export const pageContextSchema = z.object({
  pageUrl: optionalText(API_LIMITS.maxUrlField),
  referrerUrl: optionalText(API_LIMITS.maxUrlField),
  utmSource: optionalText(API_LIMITS.maxTextField),
  utmMedium: optionalText(API_LIMITS.maxTextField),
  utmCampaign: optionalText(API_LIMITS.maxTextField),
  utmTerm: optionalText(API_LIMITS.maxTextField),
  utmContent: optionalText(API_LIMITS.maxTextField),
  sessionId: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid session id").optional(),
  ),
});

export type PageContext = z.output<typeof pageContextSchema>;

const UTM_PARAMS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

/** Reads the campaign tags of a landing URL, the same way in the browser and in a loader. */
export function utmFromUrl(url: URL): Pick<PageContext, keyof typeof UTM_PARAMS> {
  const tags: Pick<PageContext, keyof typeof UTM_PARAMS> = {};
  for (const [key, param] of Object.entries(UTM_PARAMS) as [keyof typeof UTM_PARAMS, string][]) {
    const value = url.searchParams.get(param);
    if (value) tags[key] = value.slice(0, API_LIMITS.maxTextField);
  }
  return tags;
}
