import { describe, expect, it } from "vitest";
import { CONSENT_TEXT_VERSIONS, PRIVACY_EFFECTIVE_DATE } from "./consent";

describe("the consent versions and the privacy notice", () => {
  it("each version begins with the date its wording took effect", () => {
    for (const version of Object.values(CONSENT_TEXT_VERSIONS)) expect(version).toMatch(/^\d{4}-\d{2}-\d{2}\./);
  });

  it("the notice that quotes a wording takes effect no earlier than the wording (/es/privacy quoted one dated a day after it)", () => {
    for (const version of Object.values(CONSENT_TEXT_VERSIONS)) expect(version.slice(0, 10) <= PRIVACY_EFFECTIVE_DATE, version).toBe(true);
  });
});
