import { afterEach, describe, expect, it, vi } from "vitest";
import { NEW_CLEAN, NEW_WITH_ADD_ONS, USED_UNDER_50K, withRows } from "./quote-pdfs";
import { readRows, storedCheck } from "./reading-helpers";

// A Worker test per rule: a text PDF built here, stored in R2, read by the queue
// consumer in workerd with no AI, and the flag it must raise found in D1.

afterEach(() => vi.restoreAllMocks());

async function flagsOf(rows: Parameters<typeof readRows>[0]) {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const { checkId } = await readRows(rows);
  return (await storedCheck(checkId)).flags;
}

const only = (flags: Awaited<ReturnType<typeof flagsOf>>, ruleId: string) => flags.filter((flag) => flag.ruleId === ruleId);

describe("each rule, through the whole reading", () => {
  it("a clean quote raises nothing", async () => {
    expect(await flagsOf(NEW_CLEAN)).toEqual([]);
  });

  it("documentation fee over the cap", async () => {
    const [flag] = only(await flagsOf(NEW_WITH_ADD_ONS), "doc-fee-cap");
    expect(flag).toMatchObject({ amountCents: 6_500, linePosition: 2, sourceLabel: "California Vehicle Code §4456.5(a)(1)" });
    expect(flag?.sourceUrl).toBe("https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=VEH&sectionNum=4456.5");
  });

  it("tire fee that is not $1.75 a tire", async () => {
    const rows = withRows(NEW_CLEAN, {
      "California tire fee (5 tires)": [["California tire fee", "$15.00"]],
      Total: [["Total", "$31,594.08"]],
    });
    const flags = await flagsOf(rows);
    expect(flags.map((flag) => flag.ruleId)).toEqual(["tire-fee"]);
    expect(flags[0]?.amountCents).toBe(625);
  });

  it("electronic filing shown as a government fee", async () => {
    const rows = withRows(NEW_WITH_ADD_ONS, {
      "DMV registration and title": [
        ["DMV registration and title", "$412.00"],
        ["Electronic filing fee", "$29.00"],
      ],
      Total: [["Total", "$36,302.68"]],
    });
    const [flag] = only(await flagsOf(rows), "dealer-charge-as-government-fee");
    expect(flag).toMatchObject({ amountCents: 2_900, sourceLabel: "California Vehicle Code §4456.5(a)(2)" });
  });

  it("add-ons on the CARS Act's no-benefit list", async () => {
    const [flag] = only(await flagsOf(NEW_WITH_ADD_ONS), "no-benefit-add-on");
    expect(flag).toMatchObject({ amountCents: 19_900, linePosition: 3 });
    expect(flag?.sentence).toContain("95% purity");
  });

  it("add-ons not marked optional, and none once the quote says so", async () => {
    expect(only(await flagsOf(NEW_WITH_ADD_ONS), "add-on-not-optional").map((flag) => flag.amountCents)).toEqual([19_900, 89_500]);
    const stated = [...NEW_WITH_ADD_ONS, ["All dealer add-ons are optional and not required to purchase the vehicle."] as const];
    expect(only(await flagsOf(stated), "add-on-not-optional")).toEqual([]);
  });

  it("dealer-added charges, negotiable with the amount", async () => {
    const rows = withRows(NEW_CLEAN, {
      "Documentation fee": [
        ["Documentation fee", "$85.00"],
        ["Market adjustment", "$2,500.00"],
      ],
      "Sales tax (9.50%)": [["Sales tax (9.50%)", "$2,943.58"]],
      Total: [["Total", "$34,325.33"]],
    });
    const flags = await flagsOf(rows);
    expect(flags.map((flag) => [flag.ruleId, flag.amountCents])).toEqual([["dealer-added-fee", 250_000]]);
    expect(flags[0]?.sentence).toBe(
      "Market adjustment ($2,500) is a market adjustment the dealer adds and prices itself: it is negotiable.",
    );
  });

  it("lines that do not add up to the printed total", async () => {
    const flags = await flagsOf(withRows(NEW_CLEAN, { Total: [["Total", "$32,087.83"]] }));
    expect(flags.map((flag) => [flag.ruleId, flag.amountCents])).toEqual([["totals-add-up", 50_000]]);
  });

  it("sales tax not the printed rate times the taxable amount", async () => {
    const flags = await flagsOf(
      withRows(NEW_CLEAN, { "Sales tax (9.50%)": [["Sales tax (9.50%)", "$3,106.08"]], Total: [["Total", "$31,987.83"]] }),
    );
    expect(flags.map((flag) => [flag.ruleId, flag.amountCents])).toEqual([["sales-tax", 40_000]]);
  });

  it("the used car's 3-day return, as a reminder", async () => {
    const flags = await flagsOf(USED_UNDER_50K);
    expect(flags.map((flag) => [flag.ruleId, flag.severity])).toEqual([["used-car-return", "info"]]);
    expect(flags[0]?.sourceLabel).toBe("California Civil Code §1784.43 (CARS Act, SB 766)");
  });
});
