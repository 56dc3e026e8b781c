import { describe, expect, it } from "vitest";
import { advisorMinutesBetween, OVERDUE_AFTER_ADVISOR_MINUTES } from "./advisor-time";
import { csvCell, csvRow } from "./csv";
import { leadFiltersFrom } from "./lead-filters";
import { filtersQuery } from "./lead-filters-query";
import { sourceKindOf } from "./lead-status";

// 2026-11-23 is a Monday; Pacific standard time is UTC-8 in November.
const pt = (local: string) => new Date(`${local}-08:00`);

describe("advisor time", () => {
  it("counts only minutes inside the shifts", () => {
    expect(advisorMinutesBetween(pt("2026-11-23T09:00:00"), pt("2026-11-23T11:30:00"))).toBe(150);
    expect(advisorMinutesBetween(pt("2026-11-23T19:00:00"), pt("2026-11-24T09:00:00"))).toBe(120);
    // Saturday 5pm to Monday 9am: 1 h on Saturday, nothing on Sunday, 1 h on Monday.
    expect(advisorMinutesBetween(pt("2026-11-21T17:00:00"), pt("2026-11-23T09:00:00"))).toBe(120);
  });

  it("flags a lead still new after 2 advisor hours, not one sent overnight", () => {
    const overdue = (from: string, to: string) => advisorMinutesBetween(pt(from), pt(to)) >= OVERDUE_AFTER_ADVISOR_MINUTES;
    expect(overdue("2026-11-23T09:00:00", "2026-11-23T11:00:00")).toBe(true);
    expect(overdue("2026-11-23T09:00:00", "2026-11-23T10:59:00")).toBe(false);
    expect(overdue("2026-11-22T23:00:00", "2026-11-23T09:30:00")).toBe(false);
  });

  it("counts across days and the daylight saving switch (2026-11-01)", () => {
    // Fri 7pm PDT to Mon 9am PST: 1 h Friday, 9 h Saturday, 1 h Monday.
    expect(advisorMinutesBetween(new Date("2026-10-31T02:00:00Z"), new Date("2026-11-02T17:00:00Z"))).toBe(11 * 60);
  });

  it("follows daylight saving time (PDT is UTC-7)", () => {
    expect(advisorMinutesBetween(new Date("2026-07-06T15:00:00Z"), new Date("2026-07-06T16:00:00Z"))).toBe(60);
    expect(advisorMinutesBetween(new Date("2026-07-06T14:00:00Z"), new Date("2026-07-06T15:00:00Z"))).toBe(0);
  });
});

describe("CSV cells", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell("Smith, Jr.")).toBe('"Smith, Jr."');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("neutralises formula injection", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1 555")).toBe("'+1 555");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
  });

  it("writes empty for null, numbers as numbers, lists as JSON", () => {
    expect(csvRow([null, 42, true, ["a", "b"]])).toBe(',42,true,"[""a"",""b""]"\r\n');
  });
});

describe("lead filters", () => {
  it("read a query string, blanks meaning any", () => {
    const parsed = leadFiltersFrom(new URLSearchParams("q=dana&source=chat&status=&qualified=yes&from=2026-11-01&page=2"));
    expect(parsed.success && parsed.data).toEqual({ q: "dana", source: "chat", qualified: "yes", from: "2026-11-01", page: 2 });
    expect(filtersQuery(parsed.success ? parsed.data : {}, 3)).toBe("?q=dana&source=chat&qualified=yes&from=2026-11-01&page=3");
  });

  it("refuse bad values with a field message", () => {
    const parsed = leadFiltersFrom(new URLSearchParams("source=fax&from=2026-12-01&to=2026-11-01"));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(["source"]));
  });

  it("refuse a search holding a control character, and keep one of letters, accents and punctuation", () => {
    for (const q of ["ab\u0000", "\u0000", "da\u0007na", "a\u001bb", "a\u007fb", "a\u0085b", "a\nb"]) {
      const parsed = leadFiltersFrom(new URLSearchParams({ q }));
      expect(parsed.success, JSON.stringify(q)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/control characters/);
    }
    const kept = leadFiltersFrom(new URLSearchParams({ q: " María O'Neil-Smith (415) 555-0199 " }));
    expect(kept.success && kept.data.q).toBe("María O'Neil-Smith (415) 555-0199");
  });

  it("names the way in of each stored lead_source", () => {
    expect(sourceKindOf("chatbot")).toBe("chat");
    expect(sourceKindOf("landing_page_footer")).toBe("newsletter");
    expect(sourceKindOf("landing_page_hero")).toBe("form");
  });
});
