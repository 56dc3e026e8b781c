import { describe, expect, it } from "vitest";
import { startChat } from "./engine";
import { CHAT_FLOW, NODE_KEYS, type Answers, type NodeKey } from "./flow";
import { NOT_SURE } from "./messages";
import { cash, ctx, exploring, knows, play, ready } from "./test-conversations";

// The flow table (SPEC §4 as data) walked by the engine: every path, the query parameters that skip
// questions, and what the nodes say.

describe("the flow table", () => {
  it("points every next step at an existing node", () => {
    const all: Answers[] = [
      {},
      {
        knowsVehicle: "yes",
        dealerQuote: "yes",
        financingType: "lease",
        tradeIn: "yes",
        readyToTalk: "yes",
        email: "a@b.co",
        newsletterSignup: "yes",
        followUpClass: "DONE",
        followUp: "yes",
      },
    ];
    for (const answers of all) for (const key of NODE_KEYS) expect(NODE_KEYS).toContain(CHAT_FLOW[key].next(answers));
  });

  it("reaches every node from the greeting along some path", () => {
    const reached = new Set<NodeKey>();
    const paths = [
      play({
        ...knows,
        dealerQuote: "yes",
        dealerQuoteUpload: "skip",
        financingType: "lease",
        budget: 500,
        creditRange: "good",
        tradeIn: "yes",
        tradeInMake: "Honda",
        tradeInModel: "Civic",
        tradeInYear: "2018",
        tradeInMileage: "60000",
        tradeInCondition: "good",
        tradeInPayoff: "",
        ...ready,
      }),
      play(
        {
          ...exploring,
          ...cash,
          readyToTalk: "no",
          newsletterSignup: "yes",
          newsletterEmail: "m@gmail.com",
          followUpText: "How much?",
          followUp: "yes",
          phone: "4155552671",
          lastName: "Lopez",
          notes: "",
        },
        "",
        { followUpText: { followUpClass: "PRICING" } },
      ),
      play({ ...exploring, ...cash, readyToTalk: "no", newsletterSignup: "no", followUpText: "no thanks" }, "", {
        followUpText: { followUpClass: "DONE" },
      }),
      play({ ...exploring, ...cash, readyToTalk: "no", newsletterSignup: "no", followUpText: "hmm", followUp: "no" }, "", {
        followUpText: { followUpClass: "OTHER" },
      }),
    ];
    for (const { visited } of paths) for (const k of visited) reached.add(k);
    expect(NODE_KEYS.filter((k) => !reached.has(k))).toEqual([]);
  });
});

describe("paths of SPEC §4", () => {
  it("knows the vehicle, no dealer quote, cash, no trade-in, ready to talk", () => {
    const { state, visited } = play({ ...knows, dealerQuote: "no", ...cash, ...ready });
    expect(visited).toEqual([
      "greeting",
      "name",
      "zipCode",
      "vehicleType",
      "timeline",
      "experience",
      "knowsVehicle",
      "make",
      "model",
      "year",
      "trim",
      "dealerQuote",
      "financingType",
      "budget",
      "tradeIn",
      "summary",
      "readyToTalk",
      "phone",
      "email",
      "lastName",
      "notes",
      "complete",
    ]);
    expect(state.ended).toBe(true);
    expect(state.answers).toMatchObject({ phone: "4155552671", email: "maria@gmail.com", notes: "" });
  });

  it("a dealer quote goes through the upload, then financing", () => {
    const { visited } = play({ ...knows, dealerQuote: "yes", dealerQuoteUpload: "dealer-quotes/abc12345_1795300000000.pdf" });
    expect(visited.slice(visited.indexOf("dealerQuote"))).toEqual(["dealerQuote", "dealerQuoteUpload"]);
    expect(play({ ...knows, dealerQuote: "yes", dealerQuoteUpload: "dealer-quotes/abc12345_1795300000000.pdf" }).state.current).toBe(
      "financingType",
    );
  });

  it("exploring asks about needs and suggests models after the budget", () => {
    const { visited } = play({ ...exploring, financingType: "cash", budget: 35_000 });
    expect(visited).toEqual([
      "greeting",
      "name",
      "zipCode",
      "vehicleType",
      "timeline",
      "experience",
      "knowsVehicle",
      "bodyStyle",
      "location",
      "passengers",
      "dailyDriving",
      "priorities",
      "financingType",
      "budget",
      "suggestions",
    ]);
  });

  it.each([["finance"], ["lease"]])("%s asks the credit range before the trade-in", (financingType) => {
    const { visited } = play({ ...knows, dealerQuote: "no", financingType, budget: 600, creditRange: NOT_SURE, tradeIn: "no" });
    expect(visited.slice(visited.indexOf("budget"))).toEqual(["budget", "creditRange", "tradeIn", "summary"]);
  });

  it("unsure goes straight to the trade-in", () => {
    const { visited } = play({ ...knows, dealerQuote: "no", financingType: "unsure", budget: 30_000, tradeIn: "no" });
    expect(visited).not.toContain("creditRange");
    expect(visited).toContain("tradeIn");
  });

  it("a trade-in asks its six questions, then the summary", () => {
    const { visited, state } = play({
      ...knows,
      dealerQuote: "no",
      ...cash,
      tradeIn: "yes",
      tradeInMake: "honda",
      tradeInModel: "Civic",
      tradeInYear: "not sure",
      tradeInMileage: "60,000",
      tradeInCondition: "good",
      tradeInPayoff: "$4,500",
    });
    expect(visited.slice(visited.indexOf("tradeIn"))).toEqual([
      "tradeIn",
      "tradeInMake",
      "tradeInModel",
      "tradeInYear",
      "tradeInMileage",
      "tradeInCondition",
      "tradeInPayoff",
      "summary",
    ]);
    expect(state.answers.tradeInYear).toBe(NOT_SURE);
    expect(state.answers.tradeInMileage).toBe("60000");
  });

  it("skips the email when it is already known", () => {
    const { visited } = play(
      {
        ...exploring,
        ...cash,
        readyToTalk: "no",
        newsletterSignup: "yes",
        newsletterEmail: "m@gmail.com",
        followUpText: "price?",
        followUp: "yes",
        phone: "4155552671",
        lastName: "Lopez",
        notes: "",
      },
      "",
      { followUpText: { followUpClass: "PRICING" } },
    );
    expect(visited.slice(visited.indexOf("followUp"))).toEqual(["followUp", "phone", "lastName", "notes", "complete"]);
  });

  it("not ready: articles, newsletter yes, confirmation, articles, follow-up", () => {
    const { visited } = play(
      { ...exploring, ...cash, readyToTalk: "no", newsletterSignup: "yes", newsletterEmail: "m@gmail.com", followUpText: "no" },
      "",
      { followUpText: { followUpClass: "DONE" } },
    );
    expect(visited.slice(visited.indexOf("readyToTalk"))).toEqual([
      "readyToTalk",
      "articles",
      "newsletterSignup",
      "newsletterEmail",
      "newsletterConfirmation",
      "moreArticles",
      "followUpText",
      "goodbye",
    ]);
  });

  it("not ready, newsletter no: the articles and the follow-up directly; advisor no ends with the phone", () => {
    const { visited, state } = play(
      { ...exploring, ...cash, readyToTalk: "no", newsletterSignup: "no", followUpText: "what colors?", followUp: "no" },
      "",
      { followUpText: { followUpClass: "INVENTORY" } },
    );
    expect(visited.slice(visited.indexOf("newsletterSignup"))).toEqual([
      "newsletterSignup",
      "moreArticles",
      "followUpText",
      "followUpReply",
      "followUp",
      "farewell",
    ]);
    expect(CHAT_FLOW.farewell.prompt(state.answers, ctx)).toContain("(888) 555-1234");
  });

  const classes = ["PRICING", "PROCESS", "TRADEIN", "INVENTORY", "OTHER"];
  it.each(classes)("%s gets a reply and the advisor offer; no ends with the farewell", (followUpClass) => {
    const { visited } = play(
      { ...exploring, ...cash, readyToTalk: "no", newsletterSignup: "no", followUpText: "question", followUp: "no" },
      "",
      { followUpText: { followUpClass } },
    );
    expect(visited.slice(-3)).toEqual(["followUpReply", "followUp", "farewell"]);
  });

  it.each(classes)("%s then advisor yes collects the phone, email and name", (followUpClass) => {
    const { visited, state } = play(
      { ...exploring, ...cash, ...ready, readyToTalk: "no", newsletterSignup: "no", followUpText: "question", followUp: "yes" },
      "",
      { followUpText: { followUpClass } },
    );
    expect(visited.slice(visited.indexOf("followUpReply"))).toEqual([
      "followUpReply",
      "followUp",
      "phone",
      "email",
      "lastName",
      "notes",
      "complete",
    ]);
    expect(state.ended).toBe(true);
  });
});

describe("query parameters (SPEC §2)", () => {
  it("skip the questions they answer", () => {
    const { visited, state } = play(
      { name: "Maria", timeline: "now", experience: "fine", year: "2026" },
      "vehicleType=new&knowsVehicle=yes&make=Toyota&model=Camry&zipCode=94105",
    );
    expect(visited).toEqual(["greeting", "name", "timeline", "experience", "year"]);
    expect(state.current).toBe("trim");
    expect(state.answers).toMatchObject({ vehicleType: "new", knowsVehicle: "yes", make: "Toyota", model: "Camry", zipCode: "94105" });
  });

  it("invalid values are not skipped", () => {
    const { state } = startChat(new URLSearchParams("vehicleType=boat&knowsVehicle=maybe&zipCode=9410&budget=30000-50000"));
    expect(state.prefilled).toEqual([]);
    expect(state.answers).toEqual({ budgetHint: "30000-50000" });
  });
});

describe("the newsletter answer (double opt-in)", () => {
  it("says to confirm from the inbox when email is on, and promises nothing when it is off", () => {
    const prompt = (newsletterConfirms: boolean) => CHAT_FLOW.newsletterConfirmation.prompt({}, { ...ctx, newsletterConfirms });
    expect(prompt(true)).toBe(
      "Thanks! Unless this address is already subscribed, look in your inbox for our email and click its link to confirm.",
    );
    expect(prompt(false)).toBe("Thanks! We've noted your interest in our car-buying tips.");
  });
});
