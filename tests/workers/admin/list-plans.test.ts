import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LeadFilters } from "#app/domain/admin/lead-filters";
import { database } from "#worker/db/client";
import { listQueries } from "#worker/services/admin/lead-list.server";
import { queryPlan } from "./admin-helpers";

// A million leads: the leads list's page and count, Mine, Unassigned and the email
// and phone searches each walk an index, never the whole leads table, and the page needs no sort of its own.

const ME = 1;

const plan = queryPlan;

/**
 * The page's rows are found first (a subquery of rowids, on an index alone), then read: the one sort left
 * is of those 50 rows, after the walk.
 */
const sortsThePageOnly = (steps: string) => {
  expect(steps).toMatch(/^SEARCH leads USING INTEGER PRIMARY KEY \(rowid=\?\)\nLIST SUBQUERY \d+\n/);
  expect(steps.match(/TEMP B-TREE/g) ?? []).toHaveLength(1);
  expect(steps).toMatch(/USE TEMP B-TREE FOR ORDER BY$/);
};

const plans = async (filters: Partial<LeadFilters>) => {
  const queries = listQueries(database(env.DB), { page: 1, ...filters }, ME, "index");
  return { rows: await plan(queries.rows), total: await plan(queries.total) };
};

describe("the leads list's plans at a million leads", () => {
  it("Mine and Unassigned: a search of the (assignee, latest request) index in the page order, counted by the tallies", async () => {
    for (const assigned of ["mine", "none"] as const) {
      const { rows, total } = await plans({ assigned });
      expect(rows, assigned).toMatch(
        /SEARCH leads USING COVERING INDEX leads_assigned_last_requested_idx \(assigned_advisor_id(=\?| IS NULL)\)/,
      );
      sortsThePageOnly(rows);
      expect(total, assigned).toMatch(/SEARCH lead_tallies USING INDEX \S+ \(advisor_key=\?\)/);
      expect(total, assigned).not.toMatch(/TEMP B-TREE/);
      for (const steps of [rows, total]) expect(steps, assigned).not.toMatch(/SCAN leads/);
    }
  });

  it("the list's total under no filter, or a status, reads the tallies, never the leads", async () => {
    for (const filters of [{}, { status: "new" as const }, { assigned: "none" as const, status: "new" as const }]) {
      const { total } = await plans(filters);
      expect(total, JSON.stringify(filters)).toMatch(/lead_tallies/);
      expect(total, JSON.stringify(filters)).not.toMatch(/leads /);
    }
  });

  it("the first page: a walk of the (latest request, id) index alone that stops at the page, and a sort of its rows", async () => {
    const { rows } = await plans({});
    expect(rows).toMatch(/SCAN leads USING COVERING INDEX leads_last_requested_idx/);
    sortsThePageOnly(rows);
  });

  it("a way in, ready and a week: the page sorted from the way in's index alone before its rows are read", async () => {
    const { rows } = await plans({ source: "chat", ready: "yes", from: "2026-11-16" });
    expect(rows).toMatch(
      /SEARCH leads USING COVERING INDEX leads_source_ready_created_idx \(lead_source=\? AND ready_to_talk=\? AND created_at>\?\)/,
    );
    expect(rows.match(/TEMP B-TREE/g)).toHaveLength(2);
  });

  it("the email search: searches of the leads' and the requests' email indexes", async () => {
    const { rows, total } = await plans({ q: "bench77777@gmail.com" });
    for (const steps of [rows, total]) {
      expect(steps).toMatch(/SEARCH leads USING INDEX leads_email_idx/);
      expect(steps).toMatch(/SEARCH lead_requests USING (COVERING )?INDEX lead_requests_email_idx/);
      expect(steps).not.toMatch(/SCAN leads/);
    }
  });

  it("the phone search: the leads' own phones from their covering index, the requests' other phones apart, never one 'or'", async () => {
    for (const q of ["(207) 555-7777", "207-555"]) {
      const { rows, total } = await plans({ q });
      for (const steps of [rows, total]) {
        expect(steps, q).toMatch(/SEARCH leads USING COVERING INDEX leads_phone_waiting_idx \(phone_digits[=>]\?/);
        expect(steps, q).toMatch(/SEARCH lead_requests USING COVERING INDEX lead_requests_other_phone_idx \(other_phone_digits[=>]\?/);
        expect(steps, q).not.toMatch(/MULTI-INDEX OR|SCAN leads/);
      }
      // Each arm sorts its own leads, the two are merged, and the page's rows are sorted when read.
      expect(rows, q).toMatch(/MERGE \(UNION ALL\)/);
    }
  });

  it("the phone search by the last seven digits: the local numbers' indexes beside the phone's, never one 'or'", async () => {
    const { rows, total } = await plans({ q: "555-0188" });
    for (const steps of [rows, total]) {
      expect(steps).toMatch(/SEARCH leads USING COVERING INDEX leads_phone_waiting_idx \(phone_digits>\? AND phone_digits<\?\)/);
      expect(steps).toMatch(/SEARCH leads USING INDEX leads_phone_local_idx \(phone_local=\?\)/);
      expect(steps).toMatch(/SEARCH lead_requests USING COVERING INDEX lead_requests_other_phone_idx \(other_phone_digits>\?/);
      expect(steps).toMatch(/SEARCH lead_requests USING (COVERING )?INDEX lead_requests_other_phone_local_idx \(other_phone_local=\?\)/);
      expect(steps).not.toMatch(/MULTI-INDEX OR|SCAN leads/);
    }
  });
});
