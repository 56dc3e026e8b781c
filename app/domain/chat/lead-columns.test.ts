import { describe, expect, it } from "vitest";
import { chatLeadColumns } from "./lead-columns";
import { NOT_SURE } from "./messages";

const NOW = "2026-11-22T10:00:00.000Z";

describe("chat lead columns (SPEC §3)", () => {
  it("turns answers into typed columns", () => {
    const columns = chatLeadColumns(
      {
        name: "Dana",
        zipCode: "94105",
        vehicleType: "new",
        knowsVehicle: "yes",
        year: "2026",
        dealerQuote: "yes",
        dealerQuoteUpload: "dealer-quotes/abc12345_1.pdf",
        financingType: "lease",
        budget: 650,
        tradeIn: "yes",
        tradeInPayoff: "$3,200",
        priorities: ["safety"],
        readyToTalk: "yes",
        phone: "4155552671",
        email: "Dana@Gmail.com",
      },
      [{ role: "user", content: "Dana" }],
      NOW,
    );
    expect(columns).toMatchObject({
      firstName: "Dana",
      email: "dana@gmail.com",
      phone: "4155552671",
      knowsVehicle: true,
      year: 2026,
      hasDealerQuote: true,
      dealerQuoteImagePath: "dealer-quotes/abc12345_1.pdf",
      budget: 650,
      isBudgetMonthly: true,
      hasTradeIn: true,
      tradeInPayoff: 3200,
      priorities: ["safety"],
      qualified: true,
      readyToTalk: true,
      newsletterOptedIn: null,
      newsletterEmail: null,
      conversationData: [{ role: "user", content: "Dana" }],
      updatedAt: NOW,
    });
  });

  it("stores the trade-in mileage as the number of miles, however it was written", () => {
    expect(chatLeadColumns({ tradeInMileage: "72,000" }, [], NOW).tradeInMileage).toBe("72000");
    expect(chatLeadColumns({ tradeInMileage: "60k" }, [], NOW).tradeInMileage).toBe("60000");
    expect(chatLeadColumns({ tradeInMileage: NOT_SURE }, [], NOW).tradeInMileage).toBe(NOT_SURE);
  });

  it("stores 'I'm not sure' answers as unknown where the column is typed", () => {
    const columns = chatLeadColumns(
      { year: NOT_SURE, dealerQuoteUpload: NOT_SURE, tradeInPayoff: NOT_SURE, financingType: "cash" },
      [],
      NOW,
    );
    expect(columns).toMatchObject({ year: null, dealerQuoteImagePath: null, tradeInPayoff: null, isBudgetMonthly: false });
  });

  it("falls back to the email for the newsletter, and the newsletter email stands in for a missing email", () => {
    expect(chatLeadColumns({ email: "a@gmail.com", newsletterSignup: "yes" }, [], NOW)).toMatchObject({
      newsletterOptedIn: true,
      newsletterEmail: "a@gmail.com",
    });
    expect(chatLeadColumns({ newsletterSignup: "yes", newsletterEmail: "b@gmail.com" }, [], NOW)).toMatchObject({
      email: "b@gmail.com",
      newsletterEmail: "b@gmail.com",
    });
    expect(chatLeadColumns({ email: "a@gmail.com", newsletterSignup: "no" }, [], NOW)).toMatchObject({
      newsletterOptedIn: false,
      newsletterEmail: null,
    });
  });

  it("is ready to talk after asking for an advisor at the follow-up, even after 'not yet'", () => {
    expect(chatLeadColumns({ readyToTalk: "no" }, [], NOW).readyToTalk).toBe(false);
    expect(chatLeadColumns({ readyToTalk: "no", followUp: "yes" }, [], NOW).readyToTalk).toBe(true);
    expect(chatLeadColumns({}, [], NOW).readyToTalk).toBeNull();
  });

  it("is unqualified outside 900-961 or for a used car", () => {
    expect(chatLeadColumns({ zipCode: "10001", vehicleType: "new" }, [], NOW).qualified).toBe(false);
    expect(chatLeadColumns({ zipCode: "94105", vehicleType: "used" }, [], NOW).qualified).toBe(false);
  });
});
