import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { database } from "#worker/db/client";
import { listQueries } from "#worker/services/admin/lead-list.server";
import { leadsWhere } from "#worker/services/admin/lead-search.server";
import { queryPlan, readsIndex, scansTable } from "./admin-helpers";

// At a million leads the leads list's page and count, Mine, Unassigned and the email and phone searches
// each read an index, never every lead, and the page needs no sort of its own but of its 50 rows.

const ME = 1;

const plans = async (filters: Partial<LeadFilters>) => {
  const queries = listQueries(database(env.DB), { page: 1, ...filters }, ME, await leadsWhere(env, filters, ME));
  const [rows, total] = [await queryPlan(queries.rows), await queryPlan(queries.total)];
  for (const steps of [rows, total]) expect(steps, JSON.stringify(filters)).not.toMatch(scansTable("leads"));
  return { rows, total };
};

/** The page's rows are found on an index first, then read: the one sort left is of those 50 rows. */
const sortsThePageOnly = (steps: string) => expect(steps.match(/TEMP B-TREE/g) ?? []).toHaveLength(1);

describe("the leads list's plans at a million leads", () => {
  it("Mine and Unassigned: the (assignee, latest request) index in the page order, counted by the tallies", async () => {
    for (const assigned of ["mine", "none"] as const) {
      const { rows, total } = await plans({ assigned });
      expect(rows, assigned).toMatch(readsIndex("leads", "leads_assigned_last_requested_idx"));
      sortsThePageOnly(rows);
      expect(total, assigned).toMatch(readsIndex("lead_tallies", "\\S+"));
      expect(total, assigned).not.toMatch(/leads /);
    }
  });

  it("the list's total under no filter, or a status, reads the tallies, never the leads", async () => {
    for (const filters of [{}, { status: "new" as const }, { assigned: "none" as const, status: "new" as const }]) {
      const { total } = await plans(filters);
      expect(total, JSON.stringify(filters)).toMatch(/lead_tallies/);
      expect(total, JSON.stringify(filters)).not.toMatch(/leads /);
    }
  });

  it("the first page: the (latest request, id) index walked to the page, and a sort of its rows", async () => {
    const { rows } = await plans({});
    expect(rows).toMatch(readsIndex("leads", "leads_last_requested_idx"));
    sortsThePageOnly(rows);
  });

  it("a view of the leads with no phone: the call queue's index in the page order", async () => {
    const { rows } = await plans({ view: "no-contact" });
    expect(rows).toMatch(readsIndex("leads", "leads_queue_requested_idx"));
    sortsThePageOnly(rows);
  });

  it("a way in, ready and a week: the page and its total from the way in's index", async () => {
    const { rows, total } = await plans({ source: "chat", ready: "yes", from: "2026-11-16" });
    for (const steps of [rows, total]) expect(steps).toMatch(readsIndex("leads", "leads_source_ready_created_idx"));
  });

  it("the email search: the leads' and the requests' email indexes, counted to one past the cap", async () => {
    const { rows, total } = await plans({ q: "bench77777@gmail.com" });
    for (const steps of [rows, total]) {
      expect(steps).toMatch(readsIndex("leads", "leads_email_idx"));
      expect(steps).toMatch(readsIndex("lead_requests", "lead_requests_email_idx"));
    }
  });

  it("the phone search: the leads' phones and the requests' phones on their indexes", async () => {
    for (const q of ["(207) 555-7777", "207-555"]) {
      const { rows, total } = await plans({ q });
      for (const steps of [rows, total]) {
        expect(steps, q).toMatch(readsIndex("leads", "leads_phone_requested_idx"));
        expect(steps, q).toMatch(readsIndex("lead_requests", "lead_requests_phone_digits_idx"));
      }
    }
  });

  it("the phone search by the last seven digits: the local numbers' indexes beside the phones'", async () => {
    const { rows, total } = await plans({ q: "555-0188" });
    for (const steps of [rows, total]) {
      for (const index of ["leads_phone_requested_idx", "leads_phone_local_idx"]) expect(steps).toMatch(readsIndex("leads", index));
      for (const index of ["lead_requests_phone_digits_idx", "lead_requests_phone_local_idx"]) {
        expect(steps).toMatch(readsIndex("lead_requests", index));
      }
    }
  });
});
