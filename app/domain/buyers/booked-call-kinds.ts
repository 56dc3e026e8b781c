// Its own module, with no imports: the database schema names it, and the seed and drizzle-kit load the
// schema in plain Node (worker/db/schema/leads.ts).

/** A buyer's booking (docs/decisions/051): one half-hour slot, or the first advisor free. */
export const BOOKED_CALL_KINDS = ["slot", "asap"] as const;
export type BookedCallKind = (typeof BOOKED_CALL_KINDS)[number];
