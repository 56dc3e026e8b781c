import { logEvent } from "#worker/log.server";
import type { BuyerReach } from "#app/domain/buyers/buyer-page";
import { deleteLead } from "#worker/services/leads";
import { leftoverDeletions, personScope } from "./person-rows.server";

/**
 * Everything the person's page can reach (personScope) is deleted (the right to delete, /privacy): each of their leads
 * the one way a lead is deleted (its quotes in R2 first, then its rows, one transaction each), with the
 * rows a lead's deletion leaves (the advisors' actions on it, the emails about it, its address's email
 * counts, its chat's strikes). lead_deletions keeps only that a deletion happened, by the buyer, with no
 * personal data. Returns how many leads went.
 */
export async function deleteEverything(env: Env, leadId: string, reach: BuyerReach): Promise<number> {
  const scope = await personScope(env, leadId, reach);
  let deleted = 0;
  for (const id of scope.leadIds) {
    const own = { ...scope, leadIds: [id] };
    if (await deleteLead(env, id, { reason: "buyer", advisorId: null }, leftoverDeletions(own))) deleted += 1;
  }
  logEvent("buyer_deleted_everything", { leads: deleted });
  return deleted;
}
