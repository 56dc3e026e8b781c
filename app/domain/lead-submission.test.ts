import { describe, expect, it } from "vitest";
import { leadInputFromForm } from "./form-data-input";
import { leadEnvelopeSchema, leadSourceOf } from "./lead-submission";
import { utmFromUrl } from "./utm";

describe("lead source (SPEC §3)", () => {
  it("tags modal leads by their source and the bottom form with fixed tags", () => {
    expect(leadSourceOf("modal", "how_it_works")).toEqual({
      leadSource: "landing_page_how_it_works",
      leadSourceDetail: "how_it_works_modal_form",
    });
    expect(leadSourceOf("bottom", "ignored")).toEqual({ leadSource: "landing_page_cta", leadSourceDetail: "bottom_cta_form" });
  });
});

describe("envelope", () => {
  it("drops empty context values and rejects unknown form kinds", () => {
    const parsed = leadEnvelopeSchema.parse({ formKind: "modal", formToken: "t", context: { pageUrl: "", utmSource: "x" } });
    expect(parsed.context).toEqual({ pageUrl: undefined, utmSource: "x" });
    expect(parsed.honeypot).toBe("");
    expect(leadEnvelopeSchema.safeParse({ formKind: "side", formToken: "t" }).success).toBe(false);
  });
});

describe("utm tags", () => {
  it("are read from the landing URL", () => {
    expect(utmFromUrl(new URL("https://x.test/?utm_source=google&utm_medium=cpc&utm_term=suv&other=1"))).toEqual({
      utmSource: "google",
      utmMedium: "cpc",
      utmTerm: "suv",
    });
  });
});

describe("a form posted without JavaScript", () => {
  it("reads into the JSON shape of POST /api/leads", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      firstName: "Maria",
      website: "spam",
      formKind: "modal",
      source: "faq",
      formToken: "t",
      utmSource: "bing",
    })) {
      form.set(k, v);
    }
    const input = leadInputFromForm(form);
    expect(input).toMatchObject({ firstName: "Maria", lastName: "", honeypot: "spam", formKind: "modal", source: "faq", formToken: "t" });
    expect(input.context.utmSource).toBe("bing");
  });
});
