import { describe, expect, it } from "vitest";
import { leadEventSchema, retryDelaySeconds, webhookPayload, type LeadEvent } from "./lead-events";

const event: LeadEvent = {
  type: "lead.created",
  leadId: "0b6f1f3e-6a4b-4c1e-9a57-2f1f0c3d8e21",
  source: "form",
  qualified: null,
  createdAt: "2026-11-22T08:00:00.000Z",
};

describe("retry delay", () => {
  it("starts at 30 s and doubles with each attempt", () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
  });

  it("is capped at 10 minutes and never below the first delay", () => {
    expect(retryDelaySeconds(12)).toBe(600);
    expect(retryDelaySeconds(0)).toBe(30);
  });
});

describe("lead event messages", () => {
  it("accept the two event types and reject anything else", () => {
    expect(leadEventSchema.safeParse(event).success).toBe(true);
    expect(leadEventSchema.safeParse({ ...event, type: "lead.ready_to_talk", source: "chatbot", qualified: true }).success).toBe(true);
    expect(leadEventSchema.safeParse({ ...event, type: "lead.deleted" }).success).toBe(false);
    expect(leadEventSchema.safeParse({ ...event, leadId: "42" }).success).toBe(false);
    expect(leadEventSchema.safeParse("lead.created").success).toBe(false);
  });

  it("drop any field beyond the schema, so personal data put on a message never reaches the webhook", () => {
    const parsed = leadEventSchema.parse({ ...event, email: "maria@gmail.com", phone: "(415) 555-2671", firstName: "Maria" });
    expect(Object.keys(webhookPayload(parsed, "https://caradvisor.example")).sort()).toEqual([
      "createdAt",
      "language",
      "leadId",
      "noSpanishSpeakingAdvisor",
      "qualified",
      "source",
      "text",
      "type",
      "url",
    ]);
  });
});

describe("webhook payload", () => {
  it("links to the advisor's page of the lead and says what happened", () => {
    expect(webhookPayload(event, "https://caradvisor.example")).toEqual({
      ...event,
      url: `https://caradvisor.example/admin/leads/${event.leadId}`,
      language: null,
      noSpanishSpeakingAdvisor: false,
      text: `New lead (form): https://caradvisor.example/admin/leads/${event.leadId}`,
    });
    const ready = webhookPayload(
      { ...event, type: "lead.ready_to_talk", source: "chatbot", qualified: undefined },
      "http://localhost:5173",
    );
    expect(ready).toMatchObject({
      qualified: null,
      text: `Lead ready to talk (chatbot): http://localhost:5173/admin/leads/${event.leadId}`,
    });
  });
});

describe("webhook payload of a Spanish lead", () => {
  it("says so when no enabled advisor speaks Spanish, so the operator can act", () => {
    const url = `https://caradvisor.example/admin/leads/${event.leadId}`;
    expect(webhookPayload(event, "https://caradvisor.example", { language: "es", noSpanishSpeakingAdvisor: true })).toMatchObject({
      language: "es",
      noSpanishSpeakingAdvisor: true,
      text: `New lead (form): ${url} Asked in Spanish, and no enabled advisor speaks Spanish.`,
    });
    expect(webhookPayload(event, "https://caradvisor.example", { language: "es", noSpanishSpeakingAdvisor: false })).toMatchObject({
      language: "es",
      noSpanishSpeakingAdvisor: false,
      text: `New lead (form): ${url}`,
    });
  });
});
