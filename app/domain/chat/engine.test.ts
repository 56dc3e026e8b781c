import { describe, expect, it } from "vitest";
import { CHAT_FLOW, NODE_KEYS, type Answers, type FlowContext, type NodeKey } from "./flow";
import { answer, invalidAnswers, progress, rewind, startChat, type ChatState, type Reply } from "./engine";
import { CHAT_MESSAGES, NOT_SURE } from "./messages";

const ctx: FlowContext = { currentYear: 2026, brand: "CarAdvisor", phoneDisplay: "(888) 555-1234", newsletterConfirms: true };

/** Plays a conversation: answers each question from `replies` until the chat ends or a reply is missing. */
function play(replies: Partial<Record<NodeKey, Reply>>, query = "", extras: Partial<Record<NodeKey, Answers>> = {}) {
  let { state, passed } = startChat(new URLSearchParams(query));
  const visited: NodeKey[] = [...passed];
  for (let i = 0; i < 80 && !state.ended; i++) {
    const reply = replies[state.current];
    if (reply === undefined) break;
    visited.push(state.current);
    const result = answer(state, reply, ctx, extras[state.current]);
    if (!result.ok) throw new Error(`${state.current}: ${result.error}`);
    state = result.state;
    visited.push(...result.passed);
  }
  return { state, visited };
}

const start: Partial<Record<NodeKey, Reply>> = {
  name: "Maria", zipCode: "94105", vehicleType: "new", timeline: "now", experience: "fine",
};
const knows = { ...start, knowsVehicle: "yes", make: "Toyota", model: "Camry", year: "2026", trim: "XSE" };
const exploring = { ...start, knowsVehicle: "exploring", bodyStyle: "suv", location: "city", passengers: "3-4", dailyDriving: "medium", priorities: ["safety", "fuel"] };
const cash = { financingType: "cash", budget: 45_000, tradeIn: "no" };
const ready = { readyToTalk: "yes", phone: "(415) 555-2671", email: "Maria@Gmail.com", lastName: "Lopez", notes: "" };

describe("the flow table", () => {
  it("points every next step at an existing node", () => {
    const all: Answers[] = [{}, { knowsVehicle: "yes", dealerQuote: "yes", financingType: "lease", tradeIn: "yes", readyToTalk: "yes", email: "a@b.co", newsletterSignup: "yes", followUpClass: "DONE", followUp: "yes" }];
    for (const answers of all) for (const key of NODE_KEYS) expect(NODE_KEYS).toContain(CHAT_FLOW[key].next(answers));
  });

  it("reaches every node from the greeting along some path", () => {
    const reached = new Set<NodeKey>();
    const paths = [
      play({ ...knows, dealerQuote: "yes", dealerQuoteUpload: "skip", financingType: "lease", budget: 500, creditRange: "good", tradeIn: "yes", tradeInMake: "Honda", tradeInModel: "Civic", tradeInYear: "2018", tradeInMileage: "60000", tradeInCondition: "good", tradeInPayoff: "", ...ready }),
      play({ ...exploring, ...cash, readyToTalk: "no", newsletterSignup: "yes", newsletterEmail: "m@gmail.com", followUpText: "How much?", followUp: "yes", phone: "4155552671", lastName: "Lopez", notes: "" }, "", { followUpText: { followUpClass: "PRICING" } }),
      play({ ...exploring, ...cash, readyToTalk: "no", newsletterSignup: "no", followUpText: "no thanks" }, "", { followUpText: { followUpClass: "DONE" } }),
      play({ ...exploring, ...cash, readyToTalk: "no", newsletterSignup: "no", followUpText: "hmm", followUp: "no" }, "", { followUpText: { followUpClass: "OTHER" } }),
    ];
    for (const { visited } of paths) for (const k of visited) reached.add(k);
    expect(NODE_KEYS.filter((k) => !reached.has(k))).toEqual([]);
  });
});

describe("paths of SPEC §4", () => {
  it("knows the vehicle, no dealer quote, cash, no trade-in, ready to talk", () => {
    const { state, visited } = play({ ...knows, dealerQuote: "no", ...cash, ...ready });
    expect(visited).toEqual([
      "greeting", "name", "zipCode", "vehicleType", "timeline", "experience", "knowsVehicle", "make", "model", "year", "trim",
      "dealerQuote", "financingType", "budget", "tradeIn", "summary", "readyToTalk", "phone", "email", "lastName", "notes", "complete",
    ]);
    expect(state.ended).toBe(true);
    expect(state.answers).toMatchObject({ phone: "4155552671", email: "maria@gmail.com", notes: "" });
  });

  it("a dealer quote goes through the upload, then financing", () => {
    const { visited } = play({ ...knows, dealerQuote: "yes", dealerQuoteUpload: "dealer-quotes/abc12345_1795300000000.pdf" });
    expect(visited.slice(visited.indexOf("dealerQuote"))).toEqual(["dealerQuote", "dealerQuoteUpload"]);
    expect(play({ ...knows, dealerQuote: "yes", dealerQuoteUpload: "dealer-quotes/abc12345_1795300000000.pdf" }).state.current).toBe("financingType");
  });

  it("exploring asks about needs and suggests models after the budget", () => {
    const { visited } = play({ ...exploring, financingType: "cash", budget: 35_000 });
    expect(visited).toEqual([
      "greeting", "name", "zipCode", "vehicleType", "timeline", "experience", "knowsVehicle", "bodyStyle", "location",
      "passengers", "dailyDriving", "priorities", "financingType", "budget", "suggestions",
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
      ...knows, dealerQuote: "no", ...cash, tradeIn: "yes", tradeInMake: "honda", tradeInModel: "Civic", tradeInYear: "not sure",
      tradeInMileage: "60,000", tradeInCondition: "good", tradeInPayoff: "$4,500",
    });
    expect(visited.slice(visited.indexOf("tradeIn"))).toEqual([
      "tradeIn", "tradeInMake", "tradeInModel", "tradeInYear", "tradeInMileage", "tradeInCondition", "tradeInPayoff", "summary",
    ]);
    expect(state.answers.tradeInYear).toBe(NOT_SURE);
    expect(state.answers.tradeInMileage).toBe("60000");
  });

  it("skips the email when it is already known", () => {
    const { visited } = play({ ...exploring, ...cash, readyToTalk: "no", newsletterSignup: "yes", newsletterEmail: "m@gmail.com", followUpText: "price?", followUp: "yes", phone: "4155552671", lastName: "Lopez", notes: "" }, "", { followUpText: { followUpClass: "PRICING" } });
    expect(visited.slice(visited.indexOf("followUp"))).toEqual(["followUp", "phone", "lastName", "notes", "complete"]);
  });

  it("not ready: articles, newsletter yes, confirmation, articles, follow-up", () => {
    const { visited } = play({ ...exploring, ...cash, readyToTalk: "no", newsletterSignup: "yes", newsletterEmail: "m@gmail.com", followUpText: "no" }, "", { followUpText: { followUpClass: "DONE" } });
    expect(visited.slice(visited.indexOf("readyToTalk"))).toEqual([
      "readyToTalk", "articles", "newsletterSignup", "newsletterEmail", "newsletterConfirmation", "moreArticles", "followUpText", "goodbye",
    ]);
  });

  it("not ready, newsletter no: the articles and the follow-up directly; advisor no ends with the phone", () => {
    const { visited, state } = play({ ...exploring, ...cash, readyToTalk: "no", newsletterSignup: "no", followUpText: "what colors?", followUp: "no" }, "", { followUpText: { followUpClass: "INVENTORY" } });
    expect(visited.slice(visited.indexOf("newsletterSignup"))).toEqual(["newsletterSignup", "moreArticles", "followUpText", "followUpReply", "followUp", "farewell"]);
    expect(CHAT_FLOW.farewell.prompt(state.answers, ctx)).toContain("(888) 555-1234");
  });

  const classes = ["PRICING", "PROCESS", "TRADEIN", "INVENTORY", "OTHER"];
  it.each(classes)("%s gets a reply and the advisor offer; no ends with the farewell", (followUpClass) => {
    const { visited } = play({ ...exploring, ...cash, readyToTalk: "no", newsletterSignup: "no", followUpText: "question", followUp: "no" }, "", { followUpText: { followUpClass } });
    expect(visited.slice(-3)).toEqual(["followUpReply", "followUp", "farewell"]);
  });

  it.each(classes)("%s then advisor yes collects the phone, email and name", (followUpClass) => {
    const { visited, state } = play(
      { ...exploring, ...cash, ...ready, readyToTalk: "no", newsletterSignup: "no", followUpText: "question", followUp: "yes" },
      "",
      { followUpText: { followUpClass } },
    );
    expect(visited.slice(visited.indexOf("followUpReply"))).toEqual(["followUpReply", "followUp", "phone", "email", "lastName", "notes", "complete"]);
    expect(state.ended).toBe(true);
  });
});

describe("query parameters (SPEC §2)", () => {
  it("skip the questions they answer", () => {
    const { visited, state } = play({ name: "Maria", timeline: "now", experience: "fine", year: "2026" }, "vehicleType=new&knowsVehicle=yes&make=Toyota&model=Camry&zipCode=94105");
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

describe("rules", () => {
  const at = (key: NodeKey, answers: Answers = {}): ChatState => ({ version: 1, answers, prefilled: [], asked: [], current: key, strikes: 0, ended: false });
  const error = (key: NodeKey, reply: Reply, answers: Answers = {}) => {
    const result = answer(at(key, answers), reply, ctx);
    return result.ok ? undefined : result.error;
  };

  it.each([
    ["name", "x".repeat(51), "Please enter a valid name."],
    ["name", "1234", "Please enter a valid name with letters."],
    ["name", "M", "Please enter your actual name."],
    ["name", "Mmmmmaria", "Please enter your actual name."],
    ["name", "Maria", undefined],
    ["zipCode", "9410", "Please enter a valid 5-digit ZIP code."],
    ["zipCode", "94-105", undefined],
    ["model", "", "Please enter a response."],
    ["model", "x".repeat(51), "Please provide a valid answer."],
    ["make", " ", "Please enter a response."],
    ["tradeInModel", "", "Please enter a response."],
    ["year", "1989", "Please enter a valid year between 1990 and 2028."],
    ["year", "2029", "Please enter a valid year between 1990 and 2028."],
    ["year", "2028", undefined],
    ["tradeInYear", "20x0", "Please enter a valid year between 1990 and 2028."],
    ["tradeInMileage", "500001", "Please enter a valid mileage (0-500,000)."],
    ["tradeInMileage", "500,000", undefined],
    ["tradeInMileage", "600k", "Please enter a valid mileage (0-500,000)."],
    ["notes", "aaaaaaaaaaaaaaaaaaaaaaaaaa", "Please provide a genuine response."],
    ["tradeInModel", "bcdfghjklmnpqrstv", "Please provide a genuine response."],
    ["email", "maria@gmial.com", "Did you mean maria@gmail.com?"],
    ["phone", "1234567890", "Invalid area code (cannot start with 0 or 1)"],
  ] as const)("%s %j gives %j", (key, reply, message) => {
    expect(error(key, reply)).toBe(message);
  });

  it.each([["trim"], ["notes"], ["tradeInPayoff"], ["year"], ["tradeInYear"], ["tradeInMileage"], ["creditRange"], ["tradeInCondition"], ["dealerQuoteUpload"]] as const)(
    "optional %s stores skip words as I'm not sure",
    (key) => {
      const result = answer(at(key, { knowsVehicle: "yes" }), key === "creditRange" || key === "tradeInCondition" ? NOT_SURE : "idk", ctx);
      expect(result.ok && result.state.answers[key]).toBe(NOT_SURE);
    },
  );

  it("lets trim, notes and payoff be empty", () => {
    for (const key of ["trim", "notes", "tradeInPayoff"] as const) expect(error(key, "")).toBeUndefined();
    expect(error("model", "")).toBe("Please enter a response.");
  });

  it("takes up to 3 priorities", () => {
    expect(error("priorities", ["safety", "fuel", "space"])).toBeUndefined();
    expect(error("priorities", ["safety", "fuel", "space", "tech"])).toBe("Please choose up to 3 priorities.");
  });

  it("ends the chat on the third inappropriate message", () => {
    let state = at("name");
    const errors: string[] = [];
    for (let i = 0; i < 3; i++) {
      const result = answer(state, "you are a fucking idiot", ctx);
      if (result.ok) throw new Error("accepted");
      errors.push(result.error);
      state = result.state;
    }
    expect(errors).toEqual([CHAT_MESSAGES.inappropriate, CHAT_MESSAGES.inappropriate, CHAT_MESSAGES.ended("(888) 555-1234")]);
    expect(state.ended).toBe(true);
    expect(CHAT_MESSAGES.ended("(888) 555-1234")).toBe(
      "I'm unable to continue this conversation. If you'd like to speak with someone about buying a car, please call us at (888) 555-1234. Thank you.",
    );
  });

  it("rejects self-harm phrases with the same message", () => {
    expect(error("notes", "i want to kill myself")).toBe(CHAT_MESSAGES.inappropriate);
  });
});

describe("rewind and progress", () => {
  it("an edit rewinds to that question and forgets later answers", () => {
    const { state } = play({ ...knows, dealerQuote: "no", financingType: "cash" });
    const back = rewind(state, "vehicleType");
    expect(back.current).toBe("vehicleType");
    expect(back.asked).toEqual(["name", "zipCode"]);
    expect(back.answers).toEqual({ name: "Maria", zipCode: "94105" });
  });

  it("progress grows and reaches 1 at the end", () => {
    const first = startChat(new URLSearchParams()).state;
    const { state: middle } = play({ ...knows, dealerQuote: "no" });
    const { state: done } = play({ ...knows, dealerQuote: "no", ...cash, ...ready });
    expect(progress(first)).toBe(0);
    expect(progress(middle)).toBeGreaterThan(0.4);
    expect(progress(middle)).toBeLessThan(1);
    expect(progress(done)).toBe(1);
  });
});

describe("server check of a whole answer set", () => {
  it("accepts what the engine stored and names every bad value", () => {
    const { state } = play({ ...knows, dealerQuote: "no", ...cash, ...ready });
    expect(invalidAnswers(state.answers, ctx)).toEqual({});
    expect(invalidAnswers({ ...state.answers, zipCode: "9410", vehicleType: "boat", priorities: ["a", "b", "c", "d"], admin: true as unknown as string }, ctx)).toEqual({
      zipCode: "Please enter a valid 5-digit ZIP code.",
      vehicleType: "Please choose one of the options.",
      priorities: "Please choose up to 3 priorities.",
      admin: "Unknown answer",
    });
  });
});

describe("the newsletter answer (issue 12, double opt-in)", () => {
  it("says to confirm from the inbox when email is on, and promises nothing when it is off", () => {
    const prompt = (newsletterConfirms: boolean) => CHAT_FLOW.newsletterConfirmation.prompt({}, { ...ctx, newsletterConfirms });
    expect(prompt(true)).toBe("Thanks! Check your inbox and click the link to confirm your subscription.");
    expect(prompt(false)).toBe("Thanks! We've noted your interest in our car-buying tips.");
  });
});
