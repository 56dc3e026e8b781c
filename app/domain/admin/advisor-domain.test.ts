import { describe, expect, it } from "vitest";
import { advisorActionText, auditDetailJson } from "./advisor-actions";
import { leadFiltersFrom } from "./lead-filters";
import { filtersQuery } from "./lead-filters-query";
import { askedAgainText, statusChangeBy } from "./lead-views";
import { MY_DAY_PATH, safeNext, signInProblemFrom } from "./sign-in";

describe("where sign-in goes next", () => {
  it("stays inside the admin route", () => {
    for (const next of ["/admin/", "/admin/leads/abc", "/admin?page=2", "/admin#notes", "/admin/leads?q=dana%40gmail.com"])
      expect(safeNext(next)).toBe(next);
  });

  it("is My day for anything else: other sites, other paths, and what a header cannot carry", () => {
    for (const next of [
      // the desk's front door: My day is the first page after sign-in
      "/admin",
      null,
      undefined,
      "",
      "https://evil.example/admin",
      "//evil.example",
      "/administrator",
      "/admin\r\nSet-Cookie: x=1",
      "/admin/\n",
      "/admin/a b",
      "/admin/é",
      `/admin/${"a".repeat(1100)}`,
    ]) {
      expect(safeNext(next), JSON.stringify(next)).toBe(MY_DAY_PATH);
    }
  });
});

describe("the sign-in page's ?problem=", () => {
  it("names only the problems it knows; Object.prototype's names are none of them", () => {
    expect(signInProblemFrom("ended")).toBe("ended");
    for (const value of ["__proto__", "constructor", "toString", "valueOf", "", null]) expect(signInProblemFrom(value)).toBeNull();
  });
});

describe("the audit's words", () => {
  it("keep what changed as JSON, nothing when nothing more is to say", () => {
    expect(auditDetailJson({ action: "status", status: "contacted" })).toBe('{"status":"contacted"}');
    expect(auditDetailJson({ action: "note" })).toBeNull();
    expect(auditDetailJson({ action: "assign", to: null })).toBe('{"to":null}');
  });

  it("read as sentences on the lead page, whatever the stored detail holds", () => {
    expect(advisorActionText("status", '{"status":"closed"}')).toBe("Set the status to Closed");
    expect(advisorActionText("status", '{"status":"__proto__"}')).toBe("Changed the status");
    expect(advisorActionText("assign", '{"to":{"id":2,"name":"Sam"}}')).toBe("Assigned the lead to Sam");
    expect(advisorActionText("assign", '{"to":null}')).toBe("Unassigned the lead");
    expect(advisorActionText("assign", "not json")).toBe("Unassigned the lead");
    expect(advisorActionText("note", null)).toBe("Wrote a note");
    expect(advisorActionText("export", '{"filters":"","searched":false}')).toBe("Exported leads as CSV");
    expect(advisorActionText("export", '{"filters":"","searched":false,"columns":"technical"}')).toBe(
      "Exported leads' technical columns as CSV",
    );
    expect(advisorActionText("export", '{"list":"subscribers"}')).toBe("Exported the newsletter subscribers as CSV");
  });
});

describe("repeat requests on the page", () => {
  it("mark a lead that asked again with its count", () => {
    expect(askedAgainText(1)).toBeNull();
    expect(askedAgainText(3)).toBe("Asked again: 3 requests");
  });

  it("read a status change without an advisor and with reason asked_again as the visitor asking again", () => {
    expect(statusChangeBy({ reason: "asked_again", advisorName: null })).toBe("the visitor asked again");
    expect(statusChangeBy({ reason: null, advisorName: "Dana" })).toBe("by Dana");
  });
});

describe("the Assigned filter", () => {
  it("reads Mine and Unassigned, and keeps them in links and the CSV export", () => {
    const parsed = leadFiltersFrom(new URLSearchParams("assigned=mine&status=new"));
    expect(parsed.success && parsed.data).toEqual({ assigned: "mine", status: "new", page: 1 });
    expect(filtersQuery(parsed.success ? parsed.data : {})).toBe("?status=new&assigned=mine");
    expect(leadFiltersFrom(new URLSearchParams("assigned=everyone")).success).toBe(false);
  });
});
