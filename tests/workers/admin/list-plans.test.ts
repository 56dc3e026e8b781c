import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { LeadFilters } from "~/domain/admin/lead-filters";
import { database } from "../../../worker/db/client";
import { listQueries } from "../../../worker/services/admin/lead-list.server";
import { queryPlan } from "./admin-helpers";

// A million leads (issue 21, item 10): the leads list's page and count, Mine, Unassigned and the email
// and phone searches each walk an index, never the whole leads table, and the page needs no sort of its own.

const ME = 1;

const plan = queryPlan;

const plans = async (filters: Partial<LeadFilters>) => {
  const queries = listQueries(database(env.DB), { page: 1, ...filters }, ME, "index");
  return { rows: await plan(queries.rows), total: await plan(queries.total) };
};

describe("the leads list's plans at a million leads", () => {
  it("Mine and Unassigned: a search of the (assignee, latest request) index in the page order, counted by the tallies", async () => {
    for (const assigned of ["mine", "none"] as const) {
      const { rows, total } = await plans({ assigned });
      expect(rows, assigned).toMatch(/SEARCH leads USING INDEX leads_assigned_last_requested_idx \(assigned_advisor_id(=\?| IS NULL)\)/);
      expect(total, assigned).toMatch(/SEARCH lead_tallies USING INDEX \S+ \(advisor_key=\?\)/);
      for (const steps of [rows, total]) {
        expect(steps, assigned).not.toMatch(/SCAN leads/);
        expect(steps, assigned).not.toMatch(/TEMP B-TREE/);
      }
    }
  });

  it("the list's total under no filter, or a status, reads the tallies, never the leads", async () => {
    for (const filters of [{}, { status: "new" as const }, { assigned: "none" as const, status: "new" as const }]) {
      const { total } = await plans(filters);
      expect(total, JSON.stringify(filters)).toMatch(/lead_tallies/);
      expect(total, JSON.stringify(filters)).not.toMatch(/leads /);
    }
  });

  it("the first page: a walk of the (latest request, id) index that stops at the page, with no sort", async () => {
    const { rows } = await plans({});
    expect(rows).toMatch(/SCAN leads USING INDEX leads_last_requested_idx/);
    expect(rows).not.toMatch(/TEMP B-TREE/);
  });

  it("the email and phone searches: searches of the leads' and the requests' indexes", async () => {
    for (const [q, index] of [
      ["bench77777@gmail.com", "email"],
      ["(207) 555-7777", "phone_digits"],
      ["207-555", "phone_digits"],
    ]) {
      const { rows, total } = await plans({ q });
      for (const steps of [rows, total]) {
        expect(steps, q).toMatch(new RegExp(`SEARCH leads USING INDEX leads_${index}_idx`));
        expect(steps, q).toMatch(new RegExp(`SEARCH lead_requests USING (COVERING )?INDEX lead_requests_${index}_idx`));
        expect(steps, q).not.toMatch(/SCAN leads/);
      }
    }
  });
});
