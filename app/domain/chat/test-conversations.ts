import { answer, startChat, type Reply } from "./engine";
import type { Answers, FlowContext, NodeKey } from "./flow";
import { isInappropriate } from "./inappropriate";
import { serverTranslator } from "#app/i18n/catalogue.server";

// Test support for the chat's tests: the context of an English chat page, whose words are the server's
// translator's, and conversations to play through the engine.

export const ctx: FlowContext = {
  currentYear: 2026,
  brand: "CarAdvisor",
  phoneDisplay: "(888) 555-1234",
  newsletterConfirms: true,
  t: serverTranslator("en", ["chat", "form", "site"]),
};

/** Plays a conversation: answers each question from `replies` until the chat ends or a reply is missing. */
export function play(replies: Partial<Record<NodeKey, Reply>>, query = "", extras: Partial<Record<NodeKey, Answers>> = {}) {
  let { state, passed } = startChat(new URLSearchParams(query));
  const visited: NodeKey[] = [...passed];
  for (let i = 0; i < 80 && !state.ended; i++) {
    const reply = replies[state.current];
    if (reply === undefined) break;
    visited.push(state.current);
    const result = answer(state, reply, ctx, isInappropriate, extras[state.current]);
    if (!result.ok) throw new Error(`${state.current}: ${result.error}`);
    state = result.state;
    visited.push(...result.passed);
  }
  return { state, visited };
}

const start: Partial<Record<NodeKey, Reply>> = {
  name: "Maria",
  zipCode: "94105",
  vehicleType: "new",
  timeline: "now",
  experience: "fine",
};
export const knows = { ...start, knowsVehicle: "yes", make: "Toyota", model: "Camry", year: "2026", trim: "XSE" };
export const exploring = {
  ...start,
  knowsVehicle: "exploring",
  bodyStyle: "suv",
  location: "city",
  passengers: "3-4",
  dailyDriving: "medium",
  priorities: ["safety", "fuel"],
};
export const cash = { financingType: "cash", budget: 45_000, tradeIn: "no" };
export const ready = { readyToTalk: "yes", phone: "(415) 555-2671", email: "Maria@Gmail.com", lastName: "Lopez", notes: "" };
