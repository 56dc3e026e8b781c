import { expect, it } from "vitest";
import { ADVISOR_HOURS_TEXT } from "./advisor-hours";

it("reads as the thank-you view shows the hours (SPEC §2)", () => {
  expect(ADVISOR_HOURS_TEXT).toBe("Mon-Fri: 8am-8pm PT | Sat: 9am-6pm PT");
});
