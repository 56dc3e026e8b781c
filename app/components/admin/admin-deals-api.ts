import { z } from "zod/mini";

/** Where the admin router is mounted (worker/api/admin-deals.ts behind the sign-in gate). */
export const ADMIN_DEALS_API = "/admin/api/deals";

const overviewAnswer = z.object({ lackingDealIds: z.array(z.number()) });
const cacheAnswer = z.object({ results: z.array(z.object({ id: z.number(), cached: z.boolean() })) });

/** The deals without a stock image right now, not as the page last loaded them. */
export async function fetchLackingDealIds(): Promise<number[]> {
  const response = await fetch(`${ADMIN_DEALS_API}/images`, { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`image cache overview answered ${response.status}`);
  return overviewAnswer.parse(await response.json()).lackingDealIds;
}

/** One batch of SPEC §9 (at most 5 deals); each answer says whether that deal now has an image. */
export async function cacheImageBatch(dealIds: number[]): Promise<{ id: number; cached: boolean }[]> {
  const response = await fetch(`${ADMIN_DEALS_API}/images/cache`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ dealIds }),
  });
  if (!response.ok) throw new Error(`image cache batch answered ${response.status}`);
  return cacheAnswer.parse(await response.json()).results;
}
