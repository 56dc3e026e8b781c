import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatReply, classifyFollowUp, type AiRunner } from "#worker/services/chat/replies.server";
import { postJson, signedToken } from "#tests/workers/helpers";
import { chatLeadOf, chatUpload } from "#tests/workers/quotes/chat-uploads";
import { workersAiDown } from "#tests/workers/quotes/fake-ai";
import { holdQuoteReadings } from "#tests/workers/quotes/reading-helpers";

afterEach(() => vi.restoreAllMocks());

const session = () => `s${crypto.randomUUID().replace(/-/g, "").slice(0, 20)}`;

const FULL = {
  name: "Dana",
  zipCode: "94105",
  vehicleType: "new",
  timeline: "1-3months",
  experience: "dreaded",
  knowsVehicle: "yes",
  make: "Toyota",
  model: "RAV4",
  year: "2026",
  trim: "XLE",
  dealerQuote: "no",
  financingType: "finance",
  budget: 650,
  creditRange: "good",
  tradeIn: "yes",
  tradeInMake: "Honda",
  tradeInModel: "Civic",
  tradeInYear: "2017",
  tradeInMileage: "72,000",
  tradeInCondition: "good",
  tradeInPayoff: "$3,200",
  readyToTalk: "yes",
  phone: "4155552671",
  email: "dana@gmail.com",
  lastName: "Rivera",
  notes: "Evenings are best",
};

async function create(answers: Record<string, unknown>, sessionId = session()) {
  const response = await postJson("/api/chat/leads", {
    sessionId,
    answers,
    conversation: [
      { role: "bot", content: "Hi" },
      { role: "user", content: "Dana" },
    ],
    formToken: await signedToken(),
    honeypot: "",
  });
  return { response, sessionId };
}

function patch(id: string, token: string | null, answers: Record<string, unknown>, sessionId: string) {
  return SELF.fetch(`https://caradvisor.test/api/chat/leads/${id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ sessionId, answers, conversation: [] }),
  });
}

const row = (id: string) => env.DB.prepare("select * from leads where id = ?").bind(id).first<Record<string, unknown>>();

describe("chat leads", () => {
  it("creates the lead with every chat column and returns only an id, a token and its private page's link", async () => {
    const { response, sessionId } = await create(FULL);
    expect(response.status).toBe(201);
    const body = await response.json<{ id: string; token: string }>();
    expect(Object.keys(body).sort()).toEqual(["id", "page", "token"]);
    expect(await row(body.id)).toMatchObject({
      first_name: "Dana",
      last_name: "Rivera",
      email: "dana@gmail.com",
      phone: "4155552671",
      zip_code: "94105",
      vehicle_type: "new",
      timeline: "1-3months",
      experience: "dreaded",
      knows_vehicle: 1,
      make: "Toyota",
      model: "RAV4",
      year: 2026,
      trim: "XLE",
      has_dealer_quote: 0,
      financing_type: "finance",
      budget: 650,
      is_budget_monthly: 1,
      credit_range: "good",
      has_trade_in: 1,
      trade_in_make: "Honda",
      trade_in_model: "Civic",
      trade_in_year: "2017",
      trade_in_mileage: "72000",
      trade_in_condition: "good",
      trade_in_payoff: 3200,
      notes: "Evenings are best",
      qualified: 1,
      ready_to_talk: 1,
      newsletter_opted_in: null,
      session_id: sessionId,
      lead_source: "chatbot",
      user_agent: "vitest-agent/1.0",
    });
    const stored = await row(body.id);
    expect(JSON.parse(String(stored?.conversation_data))).toEqual([
      { role: "bot", content: "Hi" },
      { role: "user", content: "Dana" },
    ]);
    expect(JSON.parse(String(stored?.answers))).toMatchObject({ name: "Dana", budget: 650 });
  });

  it("keeps the update token's hash in the lead's own row, written by the insert: no other store can fail after it", async () => {
    // KV down: the creation does not touch it, so it stands, and its token opens the lead.
    vi.spyOn(env.CACHE, "put").mockRejectedValue(new Error("KV unavailable"));
    vi.spyOn(env.CACHE, "get").mockRejectedValue(new Error("KV unavailable"));
    const { response, sessionId } = await create({ name: "Dana", zipCode: "94105", vehicleType: "new" });
    expect(response.status).toBe(201);
    const { id, token } = await response.json<{ id: string; token: string }>();
    const stored = await row(id);
    expect(stored?.chat_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await patch(id, token, { name: "Dana", zipCode: "94105", vehicleType: "cpo" }, sessionId)).status).toBe(200);
    expect((await row(id))?.vehicle_type).toBe("cpo");
  });

  it("updates only with the token; without it or with a wrong one answers 403 and changes nothing", async () => {
    const { response, sessionId } = await create({ name: "Dana", zipCode: "94105", vehicleType: "new" });
    const { id, token } = await response.json<{ id: string; token: string }>();
    expect((await patch(id, null, { name: "Eve", zipCode: "94105" }, sessionId)).status).toBe(403);
    expect((await patch(id, "forged-token", { name: "Eve", zipCode: "94105" }, sessionId)).status).toBe(403);
    expect((await row(id))?.first_name).toBe("Dana");
    const ok = await patch(id, token, { name: "Dana", zipCode: "94105", vehicleType: "used", timeline: "now" }, sessionId);
    expect(ok.status).toBe(200);
    expect(await row(id)).toMatchObject({ vehicle_type: "used", timeline: "now", qualified: 0 });
    expect((await patch(crypto.randomUUID(), token, {}, sessionId)).status).toBe(404);
  });

  it("answers 404 to an id longer than a KV key may be, not 500 (found by the fuzz suite)", async () => {
    const { response, sessionId } = await create({ name: "Dana" });
    const { token } = await response.json<{ token: string }>();
    for (const id of ["a".repeat(600), "é".repeat(300)]) {
      const answer = await patch(encodeURIComponent(id), token, { name: "Eve" }, sessionId);
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ error: "Not found" });
    }
  });

  it("rejects answers that break the flow's rules", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ zipCode: "9410" }, "zipCode"],
      [{ name: "fuck you" }, "name"],
      [{ vehicleType: "boat" }, "vehicleType"],
      [{ priorities: ["safety", "fuel", "space", "tech"] }, "priorities"],
      [{ isAdmin: "yes" }, "isAdmin"],
    ];
    for (const [answers, field] of cases) {
      const { response } = await create(answers);
      expect(response.status).toBe(400);
      expect(Object.keys((await response.json<{ fields: Record<string, string> }>()).fields)).toContain(field);
    }
    expect(
      (await postJson("/api/chat/leads", { sessionId: "x", answers: {}, conversation: [], formToken: await signedToken() })).status,
    ).toBe(400);
  });

  it("refuses Object.prototype names as answer keys: 400, not a 500 or a stored lead (found by the fuzz suite)", async () => {
    const count = async () => (await env.DB.prepare("select count(*) as n from leads").first<{ n: number }>())?.n;
    const before = await count();
    for (const key of ["__defineGetter__", "__defineSetter__", "constructor", "valueOf", "toString", "toLocaleString"]) {
      const { response } = await create({ name: "Dana", [key]: "x" });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String), fields: { [key]: "Unknown answer" } });
    }
    expect(await count()).toBe(before);
  });

  it("marks leads outside California and used cars unqualified", async () => {
    for (const answers of [
      { name: "Al", zipCode: "10001", vehicleType: "new" },
      { name: "Al", zipCode: "94105", vehicleType: "used" },
    ]) {
      const { id } = await (await create(answers)).response.json<{ id: string }>();
      expect((await row(id))?.qualified).toBe(0);
    }
  });

  it("stores the newsletter email, falling back to the email, with the opt-in time", async () => {
    const { id } = await (await create({ name: "Sam", zipCode: "94105", email: "sam@gmail.com", newsletterSignup: "yes" })).response.json<{
      id: string;
    }>();
    expect(await row(id)).toMatchObject({ newsletter_opted_in: 1, newsletter_email: "sam@gmail.com" });
    expect((await row(id))?.newsletter_opted_in_at).toMatch(/^\d{4}-/);
  });
});

describe("dealer quote uploads", () => {
  // What is stored is looked at here, not its reading: the queue holds the readings the uploads ask for.
  beforeEach(holdQuoteReadings);

  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  // Each upload with its own chat lead and token, in the session the paths name.
  const upload = async (bytes: Uint8Array<ArrayBuffer> | string, name: string, sessionId = "session-12345678") =>
    chatUpload(new File([bytes], name), sessionId, await chatLeadOf(sessionId));

  it("stores a real PNG in R2 under dealer-quotes/pending/{sessionId}_{timestamp}-{random}.png until the chat keeps it", async () => {
    const response = await upload(png, "quote.PNG");
    expect(response.status).toBe(200);
    const { path } = await response.json<{ path: string }>();
    expect(path).toMatch(/^dealer-quotes\/pending\/session-12345678_\d{13}-[a-z0-9]{12}\.png$/);
    const object = await env.UPLOADS.get(path);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
  });

  it("accepts a PDF", async () => {
    expect((await upload("%PDF-1.7\n%âãÏÓ\n", "quote.pdf")).status).toBe(200);
  });

  it("rejects a .png that is really text, with the spec's message", async () => {
    const response = await upload("just some text, not an image", "quote.png");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Please upload a valid image file (JPG, PNG, HEIC) or PDF." });
  });

  it("rejects 10 MB + 1 byte with the spec's message", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(png);
    const response = await upload(big, "quote.png");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "File size must be less than 10MB." });
  });
});

describe("reply service", () => {
  // Over HTTP the Worker uses the AI binding, down here as it is locally.
  beforeEach(workersAiDown);

  const body = {
    answerValue: "94105",
    answerDisplay: "94105",
    questionContext: "zipCode",
    context: "name: Dana",
    specificInstruction: "Reply warmly in one short sentence.",
    conversationHistory: [],
    language: "en" as const,
  };
  const fake =
    (answer: unknown): AiRunner =>
    async () =>
      answer;
  const failing: AiRunner = async () => {
    throw new Error("Workers AI unavailable");
  };

  it("answers with the model's text", async () => {
    expect(await chatReply(fake({ response: "  San Francisco, great!  " }), "CarAdvisor", body)).toBe("San Francisco, great!");
  });

  it("asks the model to answer in the chat page's language", async () => {
    const prompts: string[] = [];
    const recording: AiRunner = async (messages) => {
      prompts.push(messages.find((message) => message.role === "system")?.content ?? "");
      return { response: "¡San Francisco! Trabajamos con concesionarios en toda la ciudad." };
    };
    expect(await chatReply(recording, "CarAdvisor", { ...body, language: "es" })).toBe(
      "¡San Francisco! Trabajamos con concesionarios en toda la ciudad.",
    );
    await chatReply(recording, "CarAdvisor", body);
    expect(prompts[0]).toContain("Answer in Spanish as spoken in the United States, addressing the visitor as usted");
    expect(prompts[0]).toContain("asesor for advisor");
    // Its Spanish does not assume the visitor's gender, as the catalogue's does not.
    expect(prompts[0]).toContain('"un asesor le llamará"');
    expect(prompts[0]).toContain('never "lo llamará"');
    expect(prompts[1]).toContain("Answer in English.");
    expect(prompts[1]).not.toContain("Spanish");
    // The Spanish page's request is a valid body; locally Workers AI is unreachable, so the browser's canned reply follows.
    expect((await postJson("/api/chat", { ...body, language: "es" })).status).toBe(503);
    expect((await postJson("/api/chat", { ...body, language: "fr" })).status).toBe(400);
  });

  it("classifies a Spanish follow-up by its patterns when the model fails", async () => {
    expect(await classifyFollowUp(failing, "No, gracias.")).toEqual({ response: "DONE", fallback: true });
    expect(await classifyFollowUp(failing, "¿Cuánto cuesta el servicio?")).toEqual({ response: "PRICING", fallback: true });
    expect(await classifyFollowUp(failing, "¿Cómo funciona la entrega?")).toEqual({ response: "PROCESS", fallback: true });
    expect(await classifyFollowUp(failing, "Quiero dar mi auto actual como intercambio")).toEqual({ response: "TRADEIN", fallback: true });
  });

  it("gives null when the model fails or answers nothing", async () => {
    expect(await chatReply(failing, "CarAdvisor", body)).toBeNull();
    expect(await chatReply(fake({ response: "" }), "CarAdvisor", body)).toBeNull();
  });

  it("answers 503 over HTTP when Workers AI is unreachable (as locally)", async () => {
    const response = await postJson("/api/chat", body);
    expect(response.status).toBe(503);
  });

  it("classifies the follow-up, with the patterns when the model fails or answers off-list", async () => {
    expect(await classifyFollowUp(fake({ response: "PRICING" }), "how much?")).toEqual({ response: "PRICING", fallback: false });
    expect(await classifyFollowUp(fake({ response: "I think maybe" }), "no thanks")).toEqual({ response: "DONE", fallback: true });
    expect(await classifyFollowUp(failing, "can you take my trade-in")).toEqual({ response: "TRADEIN", fallback: true });
    const response = await postJson("/api/chat", { ...body, questionContext: "followUpAnalysis", answerValue: "no thanks" });
    expect(await response.json()).toEqual({ response: "DONE", fallback: true });
  });

  it("answers 400 to a bad body", async () => {
    expect((await postJson("/api/chat", { ...body, conversationHistory: Array(5).fill({ role: "user", content: "x" }) })).status).toBe(400);
  });

  // The body goes through @hono/zod-validator, and its refusals keep the API's shape.
  it("answers 400 `{ error, fields }` with the first message of each bad field", async () => {
    const response = await postJson("/api/chat", { ...body, answerValue: 7 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Invalid request", fields: { answerValue: expect.any(String) } });
  });

  it("answers 400 `{ error }` to a body that is not JSON, or not sent as JSON", async () => {
    const malformed = await postJson("/api/chat", "{ not json");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Malformed JSON in request body" });
    const plain = await postJson("/api/chat", body, undefined, { "content-type": "text/plain" });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ error: "Invalid request" });
  });
});
