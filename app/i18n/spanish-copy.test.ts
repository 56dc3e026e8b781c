import { describe, expect, it } from "vitest";
import { cannedReaction, REACTION_KEYS } from "#app/domain/chat/canned-replies";
import { CHAT_CHOICES } from "#app/domain/chat/choices";
import { answer, type Reply, startChat } from "#app/domain/chat/engine";
import { CHAT_FLOW, type Answers, type FlowContext, type NodeKey } from "#app/domain/chat/flow";
import { isInappropriate } from "#app/domain/chat/inappropriate";
import { ctx as englishContext } from "#app/domain/chat/test-conversations";
import { pageMessages } from "./catalogue.server";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { translator } from "./translate";

// The Spanish is written, not translated (docs/glossary-es.md): it never assumes the visitor's gender,
// the chat's summary says its choices in words of its own rather than the buttons' labels, and the chat
// never says the same opening twice in one turn.

const spanish: FlowContext = { ...englishContext, t: translator("es", pageMessages("es", ["site", "form", "chat"]).messages) };
const english: FlowContext = { ...englishContext, t: translator("en", pageMessages("en", ["site", "form", "chat"]).messages) };

/** Forms that say the visitor is a man (or a woman): the visitor's gender is unknown. */
const GENDERED = [
  /\b(lo|la) (llamará|llamen|llame|llamaremos|llamamos)\b/i,
  /\b(lo|la) (ayudamos|ayudaremos|comprometemos|compromete|sorprenda|trataremos|atenderá)\b/i,
  /\b(asesorarl|ayudarl|contactarl|llamarl)[oa]\b/i,
  /\bno queda (100% )?satisfech[oa]\b/i,
  /\bquedo satisfech[oa]\b/i,
  /¿List[oa] para\b/,
  /\bYa está suscrit[oa]\b/,
  /\bbienvenid[oa]\b/i,
];

describe("the Spanish catalogue's words for the visitor", () => {
  it("never says 'lo llamará' or 'la llamará', nor any other form that assumes the visitor's gender", () => {
    for (const [key, message] of Object.entries(es))
      for (const gendered of GENDERED) expect(message, `${key} ${gendered}`).not.toMatch(gendered);
  });
});

/**
 * A conversation played through the engine, each turn as the chat shows it: the canned reaction to the answer,
 * the messages passed on the way and the next question.
 */
function turns(ctx: FlowContext, replies: Partial<Record<NodeKey, Reply>>, extras: Partial<Record<NodeKey, Answers>> = {}) {
  let { state, passed } = startChat(new URLSearchParams());
  const said: string[][] = [
    [...passed.map((key) => CHAT_FLOW[key].prompt(state.answers, ctx)), CHAT_FLOW[state.current].prompt(state.answers, ctx)],
  ];
  for (let i = 0; i < 80 && !state.ended; i++) {
    const key = state.current;
    const reply = replies[key];
    if (reply === undefined) throw new Error(`no reply for ${key}`);
    const result = answer(state, reply, ctx, isInappropriate, extras[key]);
    if (!result.ok) throw new Error(`${key}: ${result.error}`);
    state = result.state;
    const reaction = REACTION_KEYS.has(key) ? cannedReaction(key, state.answers, ctx.t) : undefined;
    const next = state.ended ? [] : [CHAT_FLOW[state.current].prompt(state.answers, ctx)];
    said.push([
      ...(reaction ? [reaction] : []),
      ...result.passed.map((passedKey) => CHAT_FLOW[passedKey].prompt(state.answers, ctx)),
      ...next,
    ]);
  }
  return { said, answers: state.answers };
}

const START = { name: "Rosa", zipCode: "90012", vehicleType: "new", timeline: "now", experience: "dreaded" };
const KNOWS = { knowsVehicle: "yes", make: "Toyota", model: "RAV4", year: "2026", trim: "XLE", dealerQuote: "no" };
const EXPLORING = { knowsVehicle: "exploring", location: "suburbs", passengers: "3-4", dailyDriving: "medium", priorities: ["safety"] };
const TRADE_IN = { tradeInMake: "Honda", tradeInModel: "Civic", tradeInYear: "2017", tradeInMileage: "82000", tradeInCondition: "good" };
const READY = { readyToTalk: "yes", phone: "(415) 555-2671", email: "rosa.garcia@gmail.com", lastName: "García", notes: "" };
const NOT_READY = { readyToTalk: "no", newsletterSignup: "no", followUpText: "no, gracias" };

type Conversation = { name: string; replies: Partial<Record<NodeKey, Reply>>; extras?: Partial<Record<NodeKey, Answers>> };

/** Between them, every question, every reaction and every way to the end of the chat. */
const CONVERSATIONS: Conversation[] = [
  {
    name: "a buyer who knows the car and pays cash",
    replies: { ...START, ...KNOWS, financingType: "cash", budget: 35_000, tradeIn: "no", ...READY },
  },
  {
    name: "a buyer still exploring, financing, with a trade-in, who asks a question",
    replies: {
      ...START,
      ...EXPLORING,
      bodyStyle: "suv",
      financingType: "finance",
      budget: 500,
      creditRange: "good",
      tradeIn: "yes",
      ...TRADE_IN,
      tradeInPayoff: "",
      ...NOT_READY,
      newsletterSignup: "yes",
      newsletterEmail: "rosa.garcia@gmail.com",
      followUpText: "¿Cuánto cuesta?",
      followUp: "no",
    },
    extras: { followUpText: { followUpClass: "PRICING" } },
  },
  {
    name: "a certified pre-owned buyer outside California who leases",
    replies: { ...START, zipCode: "10001", vehicleType: "cpo", timeline: "1-3months", experience: "fine", ...EXPLORING, bodyStyle: "ev" },
  },
  { name: "a used-car buyer not sure how to pay", replies: { ...START, vehicleType: "used", ...EXPLORING, bodyStyle: "sedan" } },
];
for (const [i, conversation] of CONVERSATIONS.entries()) {
  if (i < 2) continue;
  const leases = conversation.name.includes("leases");
  Object.assign(conversation.replies, {
    financingType: leases ? "lease" : "unsure",
    budget: leases ? 600 : 30_000,
    creditRange: "excellent",
    tradeIn: "no",
    ...NOT_READY,
  });
  conversation.extras = { followUpText: { followUpClass: "DONE" } };
}

/** The first two words, without the opening ¡ or ¿ and the punctuation: "¡No hay problema!" and "No hay problema," open alike. */
const opening = (text: string) =>
  text
    .toLowerCase()
    .replace(/[¡¿!?,.:;]/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .join(" ");

describe("the chat in Spanish, played through", () => {
  it.each(CONVERSATIONS)("never opens two messages of one turn with the same words: $name", ({ replies, extras }) => {
    for (const turn of turns(spanish, replies, extras).said)
      for (let i = 1; i < turn.length; i++) expect(opening(turn[i] ?? ""), turn.join(" | ")).not.toBe(opening(turn[i - 1] ?? ""));
  });

  it.each(CONVERSATIONS)("says the summary with no choice's capitalised label in mid-sentence: $name", ({ replies, extras }) => {
    for (const [ctx, catalogue] of [
      [spanish, es],
      [english, en],
    ] as const) {
      const summary = CHAT_FLOW.summary.prompt(turns(ctx, replies, extras).answers, ctx);
      const list = summary.slice(summary.indexOf(":") + 1);
      const labels = Object.values(CHAT_CHOICES)
        .flat()
        .map((choice) => catalogue[choice.key])
        .filter((label) => /^\p{Lu}\p{Ll}/u.test(label));
      for (const label of labels) expect(list, `${label} in “${summary}”`).not.toContain(label);
    }
  });

  it("names the car as Spanish does and lists the rest in lower case, joined by 'y'", () => {
    const [knows, exploring] = CONVERSATIONS;
    expect(turns(spanish, knows?.replies ?? {}).said.flat()).toContain(
      "Muy bien, Rosa. Esto es lo que anoté: auto nuevo, Toyota RAV4 2026, presupuesto de $35,000, pago de contado y sin intercambio.",
    );
    expect(turns(spanish, exploring?.replies ?? {}, exploring?.extras).said.flat()).toContain(
      "Muy bien, Rosa. Esto es lo que anoté: auto nuevo, SUV, presupuesto de $500 al mes, con financiamiento y su Honda Civic como " +
        "intercambio.",
    );
  });
});
