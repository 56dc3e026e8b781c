import { describe, expect, it } from "vitest";
import { cannedReaction, REACTION_KEYS } from "#app/domain/chat/canned-replies";
import { CHAT_CHOICES } from "#app/domain/chat/choices";
import { answer, startChat } from "#app/domain/chat/engine";
import { CHAT_FLOW, type FlowContext } from "#app/domain/chat/flow";
import { FOLLOW_UP_REPLIES, followUpReply } from "#app/domain/chat/follow-up";
import { isInappropriate } from "#app/domain/chat/inappropriate";
import { CHAT_MESSAGES } from "#app/domain/chat/api-messages";
import { ctx as englishContext, play } from "#app/domain/chat/test-conversations";
import { CONSENT_TEXT } from "#app/domain/consent";
import { pageMessages } from "./catalogue.server";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { translator } from "./translate";

// The chat in Spanish. Everything it says comes from the catalogue's `chat` namespace; the
// English keeps SPEC's wording (the server's answers, the consent line), and the Spanish covers every
// question, rule and canned reply.

const spanish: FlowContext = { ...englishContext, t: translator("es", pageMessages("es", ["site", "form", "chat"]).messages) };

describe("the chat's catalogue", () => {
  it("keeps the English the server answers with and the consent line the leads record", () => {
    expect(en["chat.error.ended"].replace("{phone}", "(888) 555-1234")).toBe(CHAT_MESSAGES.ended("(888) 555-1234"));
    for (const name of ["uploadType", "uploadSize", "uploadFailed", "uploadUnauthorized", "uploadForbidden"] as const)
      expect(en[`chat.error.${name}`]).toBe(CHAT_MESSAGES[name]);
    expect(en["chat.error.uploadQuota"].replace("{max}", "5")).toBe(CHAT_MESSAGES.uploadQuota(5));
    const { before, link, after } = CONSENT_TEXT.chatNotice;
    expect(en["chat.notice.privacy"]).toBe(`${before}<0>${link}</0>${after}`);
    expect(en["chat.notice.phone"]).toBe(CONSENT_TEXT.phone);
    // The chat's consent line says what the forms' says, in Spanish too.
    expect(es["form.consent"].startsWith(es["chat.notice.phone"])).toBe(true);
  });

  it("asks every question and offers every choice in Spanish", () => {
    const walked = play({ name: "Ana", zipCode: "94105", vehicleType: "cpo" });
    for (const [key, node] of Object.entries(CHAT_FLOW)) {
      const prompt = node.prompt({ ...walked.state.answers, make: "Kia" }, spanish);
      expect(prompt, key).not.toBe(node.prompt({ ...walked.state.answers, make: "Kia" }, englishContext));
      expect(prompt, key).not.toMatch(/^chat\./);
      if (node.kind === "choice" || node.kind === "multi")
        for (const choice of node.choices({}, spanish)) expect(choice.label, `${key}=${choice.value}`).not.toMatch(/^chat\./);
    }
    expect(CHAT_FLOW.zipCode.prompt({ name: "Ana" }, spanish)).toBe("¡Mucho gusto, Ana! ¿Cuál es su código postal?");
    expect(CHAT_FLOW.greeting.prompt({}, spanish)).toBe(
      "¡Hola! Soy el asistente de CarAdvisor. Le haré unas preguntas rápidas para que un asesor le encuentre el auto ideal al " +
        "mejor precio.",
    );
  });

  it("says the rules' messages and the strikes' in Spanish, while the server's check keeps English", () => {
    const { state } = startChat(new URLSearchParams());
    const named = answer(state, "Ana", spanish, isInappropriate);
    if (!named.ok) throw new Error(named.error);
    expect(answer(named.state, "9410", spanish, isInappropriate)).toMatchObject({ ok: false, error: es["chat.error.zip"] });
    expect(answer(named.state, "9410", englishContext, isInappropriate)).toMatchObject({ error: "Please enter a valid 5-digit ZIP code." });
    expect(answer(named.state, "fuck off", spanish, isInappropriate)).toMatchObject({ ok: false, error: es["chat.error.inappropriate"] });
  });

  it("has a Spanish twin for every canned reply and follow-up answer", () => {
    const values: Record<string, string[]> = { zipCode: ["94105", "94203", "90012", "92101", "10001"] };
    for (const key of REACTION_KEYS) {
      for (const value of values[key] ?? CHAT_CHOICES[key as keyof typeof CHAT_CHOICES].map((c) => c.value)) {
        const english = cannedReaction(key, { [key]: value }, englishContext.t);
        const inSpanish = cannedReaction(key, { [key]: value }, spanish.t);
        expect(inSpanish === undefined, `${key}=${value}`).toBe(english === undefined);
        if (english !== undefined) expect(inSpanish, `${key}=${value}`).not.toBe(english);
      }
    }
    for (const key of Object.values(FOLLOW_UP_REPLIES)) {
      expect(followUpReply(key, spanish.t)).not.toBe(followUpReply(key, englishContext.t));
      expect(followUpReply(key, spanish.t)).not.toContain("{");
    }
  });
});

describe("the chat's phone and email questions", () => {
  it("say the lead forms' rules in the page's language", () => {
    const at = (current: "phone" | "email") => ({ ...startChat(new URLSearchParams()).state, current });
    expect(answer(at("phone"), "555", spanish, isInappropriate)).toMatchObject({ ok: false, error: es["form.error.phoneLength"] });
    expect(answer(at("phone"), "555", englishContext, isInappropriate)).toMatchObject({ error: en["form.error.phoneLength"] });
    expect(answer(at("email"), "ana@gmial.com", spanish, isInappropriate)).toMatchObject({
      ok: false,
      error: "¿Quiso decir ana@gmail.com?",
    });
  });
});
