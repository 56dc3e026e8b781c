import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { leadsCsv } from "../../../worker/services/admin/csv.server";
import { addNote } from "../../../worker/services/admin/leads.server";
import { addAdvisor, addLead } from "./admin-helpers";

// The leads CSV as an advisor reads it (issue 21, item 7): names, labels, Pacific times and notes.

/** The CSV's rows as cells (no quoted line breaks in these rows but the notes cell, which is last). */
async function csvRows(q: string, advisorId: number) {
  const text = await new Response(await leadsCsv(env, { q, page: 1 }, advisorId)).text();
  const [header = "", ...rest] = text.split("\r\n").filter(Boolean);
  return { header: header.split(","), rows: rest };
}

describe("the leads CSV", () => {
  it("names the advisor, labels the codes, gives Pacific times with the offset and the notes", async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const ann = await addAdvisor({ name: `Ann ${tag}` });
    const id = await addLead({
      firstName: `Csvlabel${tag}`,
      assignedAdvisorId: ann.id,
      timeline: "1-3months",
      experience: "dreaded",
      leadSourceDetail: "bottom_cta_form",
      createdAt: "2026-07-04T17:30:00.000Z",
      callAttemptCount: 2,
      lastCallOutcome: "voicemail",
      lastCallAt: "2026-07-05T16:00:00.000Z",
      nextCallbackAt: "2026-07-06T16:00:00.000Z",
    });
    expect(await addNote(env, ann.id, id, "Called, no answer")).toBe(true);
    const { header, rows } = await csvRows(`csvlabel${tag}`, ann.id);
    expect(header).toContain("assigned_advisor");
    expect(header).not.toContain("assigned_advisor_id");
    expect(header.at(-1)).toBe("advisor_notes");
    expect(rows).toHaveLength(1);
    const row = rows[0] ?? "";
    expect(row).toContain(`Ann ${tag}`);
    expect(row.split(",")[header.indexOf("assigned_advisor")]).toBe(`Ann ${tag}`);
    expect(row).toContain("In 1-3 months");
    expect(row).toContain("Dreaded buying before");
    expect(row).toContain("Bottom form");
    expect(row).not.toContain("1-3months");
    // 17:30 UTC on July 4th is 10:30 in California, daylight time.
    expect(row).toContain("2026-07-04T10:30:00-07:00");
    expect(row).not.toContain("2026-07-04T17:30");
    // The calls: how many, the last outcome by its label, the next callback in Pacific time.
    const cell = (name: string) => row.split(",")[header.indexOf(name)];
    expect(cell("call_attempt_count")).toBe("2");
    expect(cell("last_call_outcome")).toBe("Left voicemail");
    expect(cell("next_callback_at")).toBe("2026-07-06T09:00:00-07:00");
    expect(row).toMatch(new RegExp(`T\\d\\d:\\d\\d:\\d\\d-0[78]:00 Ann ${tag}: Called, no answer`));
  });
});
