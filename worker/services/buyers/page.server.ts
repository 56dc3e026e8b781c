import { and, asc, count, desc, eq, gte, lte, ne } from "drizzle-orm";
import { slotDays } from "#app/domain/buyers/call-slots";
import type { QuoteCheckView } from "#app/domain/quotes/check-view";
import { appConfig } from "#worker/config.server";
import { database } from "#worker/db/client";
import { advisors, leadRequests, leads } from "#worker/db/schema";
import { leadQuoteChecks } from "#worker/services/quotes";

// What the buyer's page shows of one lead (docs/decisions/052): what they asked, where it stands, the
// call, every quote in full. Nothing an advisor wrote, and of the advisor only the first name.

const leadColumns = {
  id: leads.id,
  firstName: leads.firstName,
  lastName: leads.lastName,
  email: leads.email,
  phone: leads.phone,
  phoneDigits: leads.phoneDigits,
  pendingEmail: leads.pendingEmail,
  language: leads.language,
  leadSource: leads.leadSource,
  status: leads.status,
  createdAt: leads.createdAt,
  lastRequestedAt: leads.lastRequestedAt,
  vehicleType: leads.vehicleType,
  year: leads.year,
  make: leads.make,
  model: leads.model,
  trim: leads.trim,
  timeline: leads.timeline,
  financingType: leads.financingType,
  budget: leads.budget,
  isBudgetMonthly: leads.isBudgetMonthly,
  hasTradeIn: leads.hasTradeIn,
  tradeInYear: leads.tradeInYear,
  tradeInMake: leads.tradeInMake,
  tradeInModel: leads.tradeInModel,
  nextCallbackAt: leads.nextCallbackAt,
  bookedCallAt: leads.bookedCallAt,
  bookedCallKind: leads.bookedCallKind,
  bookedCallMadeAt: leads.bookedCallMadeAt,
  lastCallAt: leads.lastCallAt,
  endedReason: leads.endedReason,
  dealerQuoteImagePath: leads.dealerQuoteImagePath,
  advisorName: advisors.name,
};

export type BuyerLead = Awaited<ReturnType<typeof readLead>>[number];

const readLead = (env: Env, leadId: string) =>
  database(env.DB)
    .select(leadColumns)
    .from(leads)
    .leftJoin(advisors, eq(advisors.id, leads.assignedAdvisorId))
    .where(eq(leads.id, leadId))
    .limit(1);

/** A request as the buyer sees it: when, which way, which car. Unverified ones may be someone else's (docs/decisions/025). */
const requestColumns = {
  id: leadRequests.id,
  source: leadRequests.source,
  createdAt: leadRequests.createdAt,
  year: leadRequests.year,
  make: leadRequests.make,
  model: leadRequests.model,
};

export type BuyerRequest = {
  id: number;
  source: string;
  createdAt: string;
  year: number | null;
  make: string | null;
  model: string | null;
};

/** How many bookings each offered half hour holds, the lead's own left out (moving keeps its place). */
export type SlotLoad = { slots: { date: string; slots: { at: string; full: boolean }[] }[]; perHalfHour: number };

export type BuyerPageFacts = { lead: BuyerLead; requests: BuyerRequest[]; quotes: QuoteCheckView[]; slots: SlotLoad };

export async function buyerPageFacts(env: Env, leadId: string, now = new Date()): Promise<BuyerPageFacts | null> {
  const db = database(env.DB);
  const days = slotDays(now);
  const first = days[0]?.slots[0] ?? now.toISOString();
  const last = days.at(-1)?.slots.at(-1) ?? now.toISOString();
  const [[lead], requests, booked] = await db.batch([
    readLead(env, leadId),
    db
      .select(requestColumns)
      .from(leadRequests)
      .where(and(eq(leadRequests.leadId, leadId), eq(leadRequests.unverifiedMatch, false)))
      .orderBy(desc(leadRequests.createdAt), desc(leadRequests.id)),
    db
      .select({ at: leads.bookedCallAt, n: count() })
      .from(leads)
      .where(and(gte(leads.bookedCallAt, first), lte(leads.bookedCallAt, last), eq(leads.bookedCallKind, "slot"), ne(leads.id, leadId)))
      .groupBy(leads.bookedCallAt)
      .orderBy(asc(leads.bookedCallAt)),
  ]);
  if (!lead) return null;
  const perHalfHour = appConfig(env).CALL_SLOTS_PER_HALF_HOUR;
  const load = new Map(booked.map((row) => [row.at, row.n]));
  const slots = days.map((day) => ({ date: day.date, slots: day.slots.map((at) => ({ at, full: (load.get(at) ?? 0) >= perHalfHour })) }));
  const quotes = await leadQuoteChecks(env, { id: lead.id, dealerQuoteImagePath: lead.dealerQuoteImagePath });
  return { lead, requests, quotes, slots: { slots, perHalfHour } };
}

/** The one request a thank-you view's link opens: what that browser sent, and nothing of the lead it joined. */
export async function receiptFacts(env: Env, requestId: number) {
  const [request] = await database(env.DB)
    .select({ ...requestColumns, firstName: leadRequests.firstName, zipCode: leadRequests.zipCode, language: leadRequests.language })
    .from(leadRequests)
    .where(eq(leadRequests.id, requestId))
    .limit(1);
  return request ?? null;
}
