import { z } from "zod";
import { IMAGE_CACHE } from "#app/domain/constants";

export const DEALS_API_MESSAGES = {
  page: "Page must be a whole number from 1",
  dealIds: "Send the ids of the deals to cache, as whole numbers",
  batchTooLarge: `At most ${IMAGE_CACHE.batchSize} deals per batch (SPEC §9)`,
} as const;

/** ?page= of the deals list; absent means the first page. */
export const dealsPageQuerySchema = z.object({
  page: z.coerce.number({ error: DEALS_API_MESSAGES.page }).int(DEALS_API_MESSAGES.page).min(1, DEALS_API_MESSAGES.page).default(1),
});

/** Body of POST /admin/api/deals/images/cache: one batch of SPEC §9, never more than 5 deals. */
export const cacheImagesBodySchema = z.object({
  dealIds: z
    .array(z.number().int().positive(), { error: DEALS_API_MESSAGES.dealIds })
    .min(1, DEALS_API_MESSAGES.dealIds)
    .max(IMAGE_CACHE.batchSize, DEALS_API_MESSAGES.batchTooLarge),
});

const dealId = z.coerce.number().int().positive();

/** The intent field of the deals page's forms (and the deal it names). */
export const dealActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create") }),
  z.object({ intent: z.literal("update"), id: dealId }),
  z.object({ intent: z.literal("delete"), id: dealId }),
  z.object({ intent: z.literal("cache-images") }),
]);
