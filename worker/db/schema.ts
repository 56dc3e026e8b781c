// The D1 tables, one module per group (drizzle.config.ts reads this file). Relative with their
// extensions: the seed script and drizzle-kit load these files in plain Node.
export * from "./schema/advisors.ts";
export * from "./schema/calls.ts";
export * from "./schema/deals.ts";
export * from "./schema/leads.ts";
export * from "./schema/quotes.ts";
export * from "./schema/search.ts";
export * from "./schema/tallies.ts";
export * from "./schema/visitors.ts";
export * from "./schema/vitals.ts";
