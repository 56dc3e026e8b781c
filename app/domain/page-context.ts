import { z } from "zod";
import { API_LIMITS } from "./constants";

/**
 * The browser session id (SPEC §3: from session storage, or generated): it ties a chat's saves, strikes
 * and dealer-quote uploads together, so the same shape is required everywhere one arrives.
 */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid session id");

const optionalText = (max: number) => z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().max(max).optional());

/** Where a lead came from: the page, campaign tags, referrer and the visitor's session (SPEC §3). */
export const pageContextSchema = z.object({
  pageUrl: optionalText(API_LIMITS.maxUrlField),
  referrerUrl: optionalText(API_LIMITS.maxUrlField),
  utmSource: optionalText(API_LIMITS.maxTextField),
  utmMedium: optionalText(API_LIMITS.maxTextField),
  utmCampaign: optionalText(API_LIMITS.maxTextField),
  utmTerm: optionalText(API_LIMITS.maxTextField),
  utmContent: optionalText(API_LIMITS.maxTextField),
  sessionId: z.preprocess((v) => (v === "" || v === null ? undefined : v), sessionIdSchema.optional()),
});

export type PageContext = z.output<typeof pageContextSchema>;
