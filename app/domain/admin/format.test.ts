import { describe, expect, it } from "vitest";
import { formatPacificIso, formatPacificIsoByIntl } from "./format";

// The CSV's Pacific times, asked of Intl once per UTC hour: the
// same text as Intl gives for every time, across both clock changes.

describe("formatPacificIso", () => {
  it("gives Intl's Pacific time and offset, minute by minute across the spring and autumn clock changes", () => {
    for (const start of ["2026-03-08T08:00:00.000Z", "2026-11-01T07:00:00.000Z"]) {
      for (let minute = 0; minute < 5 * 60; minute += 1) {
        const iso = new Date(Date.parse(start) + minute * 60_000 + 59_999).toISOString();
        expect(formatPacificIso(iso), iso).toBe(formatPacificIsoByIntl(iso));
      }
    }
  });

  it("gives Intl's text for times spread over years, seconds kept and milliseconds dropped", () => {
    let at = Date.parse("2019-12-31T23:59:59.999Z");
    for (let i = 0; i < 2_000; i++, at += 7_919_999) {
      const iso = new Date(at).toISOString();
      expect(formatPacificIso(iso), iso).toBe(formatPacificIsoByIntl(iso));
    }
    expect(formatPacificIso("2026-07-04T17:30:05.250Z")).toBe("2026-07-04T10:30:05-07:00");
    expect(formatPacificIso("2026-11-22T17:05:00Z")).toBe("2026-11-22T09:05:00-08:00");
  });

  it("refuses a text that is no time, as Intl does", () => {
    expect(() => formatPacificIso("not a time")).toThrow(RangeError);
  });
});
