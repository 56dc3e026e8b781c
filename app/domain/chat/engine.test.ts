import { describe, expect, it } from "vitest";
import { answer, invalidAnswers, progress, rewind, startChat, type ChatState, type Reply } from "./engine";
import type { Answers, NodeKey } from "./flow";
import { isInappropriate } from "./inappropriate";
import { CHAT_MESSAGES } from "./api-messages";
import { NOT_SURE } from "./messages";
import { cash, ctx, knows, play, ready } from "./test-conversations";

/** SPEC §8's wording, which the catalogue's English keeps. */
const INAPPROPRIATE = "I'm here to help you find a car. Please keep our conversation professional and on-topic.";

// The engine's rules for one answer (free-text checks, strikes, optional answers), rewinding and
// progress, and the server's check of a whole answer set.

describe("rules", () => {
  const at = (key: NodeKey, answers: Answers = {}): ChatState => ({
    version: 1,
    answers,
    prefilled: [],
    asked: [],
    current: key,
    strikes: 0,
    ended: false,
  });
  const error = (key: NodeKey, reply: Reply, answers: Answers = {}) => {
    const result = answer(at(key, answers), reply, ctx, isInappropriate);
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
    ["phone", "0234567890", "Invalid area code (cannot start with 0 or 1)"],
    // Ten digits starting with 1: an area code starting with 1, not the country code and nine digits (SPEC §5).
    ["phone", "1155552671", "Invalid area code (cannot start with 0 or 1)"],
    ["phone", "(115) 555-2671", "Invalid area code (cannot start with 0 or 1)"],
    ["phone", "1 (115) 555-2671", "Invalid area code (cannot start with 0 or 1)"],
    ["phone", "+44 20 7946 0958", "Please enter a US phone number"],
  ] as const)("%s %j gives %j", (key, reply, message) => {
    expect(error(key, reply)).toBe(message);
  });

  it.each([
    ["trim"],
    ["notes"],
    ["tradeInPayoff"],
    ["year"],
    ["tradeInYear"],
    ["tradeInMileage"],
    ["creditRange"],
    ["tradeInCondition"],
    ["dealerQuoteUpload"],
  ] as const)("optional %s stores skip words as I'm not sure", (key) => {
    const result = answer(
      at(key, { knowsVehicle: "yes" }),
      key === "creditRange" || key === "tradeInCondition" ? NOT_SURE : "idk",
      ctx,
      isInappropriate,
    );
    expect(result.ok && result.state.answers[key]).toBe(NOT_SURE);
  });

  it.each(["+1 (415) 555-0142", "1-415-555-0142", "+14155550142", "415.555.0142"])("keeps the ten digits of the phone %j", (reply) => {
    const result = answer(at("phone"), reply, ctx, isInappropriate);
    expect(result.ok && result.state.answers.phone).toBe("4155550142");
  });

  it("takes a phone or an email whose digits a message would read as letters, with no strike", () => {
    const phone = answer(at("phone"), "4554120255", ctx, isInappropriate);
    expect(phone.ok && phone.state).toMatchObject({ strikes: 0, answers: { phone: "4554120255" } });
    const email = answer(at("email"), "jane.fa4@gmail.com", ctx, isInappropriate);
    expect(email.ok && email.state).toMatchObject({ strikes: 0, answers: { email: "jane.fa4@gmail.com" } });
    expect(invalidAnswers({ phone: "4554120255", email: "jane.fa4@gmail.com" }, ctx, isInappropriate)).toEqual({});
    expect(answer(at("phone"), "fuck you 4155550142", ctx, isInappropriate)).toMatchObject({ ok: false, error: INAPPROPRIATE });
  });

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
      const result = answer(state, "you are a fucking idiot", ctx, isInappropriate);
      if (result.ok) throw new Error("accepted");
      errors.push(result.error);
      state = result.state;
    }
    expect(errors).toEqual([INAPPROPRIATE, INAPPROPRIATE, CHAT_MESSAGES.ended("(888) 555-1234")]);
    expect(state.ended).toBe(true);
    expect(CHAT_MESSAGES.ended("(888) 555-1234")).toBe(
      "I'm unable to continue this conversation. If you'd like to speak with someone about buying a car, please call " +
        "us at (888) 555-1234. Thank you.",
    );
  });

  it("screens with the check it is handed, so the browser can load the word list late", () => {
    const bananas = (text: string) => /banana/i.test(text);
    const result = answer(at("name"), "Banana", ctx, bananas);
    expect(result).toMatchObject({ ok: false, error: INAPPROPRIATE, state: { strikes: 1 } });
    expect(answer(at("name"), "Maria", ctx, bananas).ok).toBe(true);
    expect(invalidAnswers({ name: "Banana" }, ctx, bananas)).toEqual({ name: INAPPROPRIATE });
  });

  it("rejects self-harm phrases with the same message", () => {
    expect(error("notes", "i want to kill myself")).toBe(INAPPROPRIATE);
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
    expect(invalidAnswers(state.answers, ctx, isInappropriate)).toEqual({});
    expect(
      invalidAnswers(
        { ...state.answers, zipCode: "9410", vehicleType: "boat", priorities: ["a", "b", "c", "d"], admin: true as unknown as string },
        ctx,
        isInappropriate,
      ),
    ).toEqual({
      zipCode: "Please enter a valid 5-digit ZIP code.",
      vehicleType: "Please choose one of the options.",
      priorities: "Please choose up to 3 priorities.",
      admin: "Unknown answer",
    });
  });
});
