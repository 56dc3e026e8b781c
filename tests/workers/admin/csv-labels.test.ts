import { env } from "cloudflare:test";
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADVISOR_CSV_COLUMNS, NOT_EXPORTED, TECHNICAL_CSV_COLUMNS } from "#app/domain/admin/lead-csv";
import { leads, quoteChecks } from "#worker/db/schema";
import { database } from "#worker/db/client";
import { leadsCsv, type LeadsCsvKind } from "#worker/services/admin/csv.server";
import { addNote } from "#worker/services/admin/leads.server";
import { addAdvisor, addLead } from "./admin-helpers";

// The leads CSVs as a spreadsheet opens them (docs/decisions/045): UTF-8 with its byte-order mark, the
// columns an advisor works from with names, labels, Pacific dates and times in columns of their own, the
// quote check's figures and the notes; the technical columns in an export of their own.

const BOM = "\uFEFF";

/** RFC 4180 rows: quoted cells may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') cell += text[++i];
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      rows.push([...row, cell]);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

/** The export's text as sent (its byte-order mark kept), and its rows as cells by header. */
async function exported(q: string, advisorId: number, kind: LeadsCsvKind = "advisor") {
  const bytes = new Uint8Array(await new Response(await leadsCsv(env, { q, page: 1 }, advisorId, kind)).arrayBuffer());
  const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  const [headers = [], ...cells] = parseCsv(text.replace(BOM, ""));
  const rows = cells.map((line) => Object.fromEntries(headers.map((name, i) => [name, line[i]])));
  return { bytes, text, headers, rows };
}

const tagged = () => crypto.randomUUID().slice(0, 8);

describe("the advisors' CSV", () => {
  it("starts with UTF-8's byte-order mark, so a spreadsheet opened by a double click reads María José García", async () => {
    const tag = tagged();
    const ann = await addAdvisor();
    await addLead({ firstName: "María José", lastName: `García${tag}` });
    const { bytes, text } = await exported(`garcía${tag}`, ann.id);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith(`${BOM}Lead id,Received date,Received time,`)).toBe(true);
    expect(text).toContain(`María José,García${tag}`);
  });

  it("names the advisor, labels the codes, gives Pacific dates and times in columns of their own, and the notes", async () => {
    const tag = tagged();
    const ann = await addAdvisor({ name: `Ann ${tag}` });
    const id = await addLead({
      firstName: `Csvlabel${tag}`,
      phone: "4155550188",
      assignedAdvisorId: ann.id,
      timeline: "1-3months",
      experience: "dreaded",
      leadSource: "landing_page_cta",
      leadSourceDetail: "bottom_cta_form",
      language: "es",
      createdAt: "2026-11-28T23:41:14.000Z",
      callAttemptCount: 2,
      lastCallOutcome: "voicemail",
      lastCallAt: "2026-07-05T16:00:00.000Z",
      nextCallbackAt: "2026-07-06T16:00:00.000Z",
      userAgent: "Mozilla/5.0 (iPhone)",
      sessionId: `session-${tag}`,
    });
    expect(await addNote(env, ann.id, id, "Called, no answer")).toBe(true);
    const { text, headers, rows } = await exported(`csvlabel${tag}`, ann.id);
    expect(rows).toHaveLength(1);
    const row = rows[0] ?? {};
    expect(row["Lead id"]).toBe(id);
    expect(row["Assigned to"]).toBe(`Ann ${tag}`);
    expect(row.Timeline).toBe("In 1-3 months");
    expect(row["Past experience"]).toBe("Dreaded buying before");
    expect(row["Way in"]).toBe("Bottom form");
    expect(row.Language).toBe("Spanish");
    expect(row.Status).toBe("New");
    // 23:41 UTC on November 28th is 15:41 in California, standard time; in July the offset is 7 hours.
    expect([row["Received date"], row["Received time"]]).toEqual(["2026-11-28", "15:41"]);
    expect([row["Last call date"], row["Last call time"]]).toEqual(["2026-07-05", "09:00"]);
    expect([row["Next callback date"], row["Next callback time"]]).toEqual(["2026-07-06", "09:00"]);
    expect(text).not.toMatch(/\d\d:\d\d:\d\d[-+]\d\d:\d\d/);
    expect(row.Calls).toBe("2");
    expect(row["Last call outcome"]).toBe("Left voicemail");
    // The phone once, as an advisor reads it; no browser, session or digits.
    expect(row.Phone).toBe("(415) 555-0188");
    expect(headers.filter((header) => /phone/i.test(header))).toEqual(["Phone"]);
    expect(text).not.toContain("Mozilla");
    expect(text).not.toContain(`session-${tag}`);
    expect(headers.at(-1)).toBe("Advisor notes");
    expect(text).toMatch(new RegExp(`\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d Ann ${tag}: Called, no answer`));
  });

  it("adds up each lead's quote checks: the items to question and the amount, and an unread quote is never clean", async () => {
    const tag = tagged();
    const ann = await addAdvisor();
    const check = (leadId: string, status: "read" | "unreadable" | "queued", flagCount: number, worthQuestioningCents: number) =>
      database(env.DB)
        .insert(quoteChecks)
        .values({
          id: crypto.randomUUID(),
          path: `dealer-quotes/${crypto.randomUUID()}.png`,
          leadId,
          source: "advisor",
          status,
          flagCount,
          worthQuestioningCents,
        });
    const twoRead = await addLead({ firstName: `Quotes${tag}`, lastName: "Read" });
    await check(twoRead, "read", 3, 19_900);
    await check(twoRead, "read", 1, 15_000);
    const unread = await addLead({ firstName: `Quotes${tag}`, lastName: "Unread" });
    await check(unread, "unreadable", 0, 0);
    const reading = await addLead({ firstName: `Quotes${tag}`, lastName: "Reading" });
    await check(reading, "queued", 0, 0);
    await addLead({ firstName: `Quotes${tag}`, lastName: "None" });
    const { rows } = await exported(`quotes${tag}`, ann.id);
    const quote = (lastName: string) => {
      const row = rows.find((cells) => cells["Last name"] === lastName) ?? {};
      return [row["Quote check"], row["Quote items to question"], row["Quote amount to question ($)"]];
    };
    expect(quote("Read")).toEqual(["Read", "4", "349.00"]);
    expect(quote("Unread")).toEqual(["Not read: check by hand", "", ""]);
    expect(quote("Reading")).toEqual(["Being read", "", ""]);
    expect(quote("None")).toEqual(["", "", ""]);
  });
});

describe("the technical CSV", () => {
  it("holds the browser, session, tracking and consent as stored, each row named by the lead's id", async () => {
    const tag = tagged();
    const ann = await addAdvisor();
    const id = await addLead({
      firstName: `Technical${tag}`,
      createdAt: "2026-11-28T23:41:14.000Z",
      userAgent: "Mozilla/5.0 (iPhone)",
      sessionId: `session-${tag}`,
      utmCampaign: "spring_sale",
      leadSource: "landing_page_faq",
      leadSourceDetail: "faq_modal_form",
      phoneDigits: "4155550188",
    });
    const { text, headers, rows } = await exported(`technical${tag}`, ann.id, "technical");
    expect(text.startsWith(`${BOM}id,created_at,`)).toBe(true);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      created_at: "2026-11-28T23:41:14.000Z",
      user_agent: "Mozilla/5.0 (iPhone)",
      session_id: `session-${tag}`,
      utm_campaign: "spring_sale",
      lead_source: "landing_page_faq",
      lead_source_detail: "faq_modal_form",
      phone_digits: "4155550188",
    });
    // Nobody's name, email or notes: those are the advisors' export's.
    expect(headers).not.toContain("first_name");
    expect(text).not.toContain(`Technical${tag}`);
  });

  it("with the advisors' export, holds every stored column but the transcript, the raw answers and the token's hash", () => {
    const read = new Set([...ADVISOR_CSV_COLUMNS, ...TECHNICAL_CSV_COLUMNS].map((column) => column.reads));
    const left = Object.keys(getTableColumns(leads)).filter((key) => !read.has(key));
    expect(left.sort()).toEqual([...NOT_EXPORTED].sort());
    expect(NOT_EXPORTED.filter((key) => read.has(key))).toEqual([]);
  });
});
