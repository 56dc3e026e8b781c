import { eq, and, isNull } from "drizzle-orm";
import { type ModelReading, QUOTE_JSON_SCHEMA, readingFromModel } from "#app/domain/quotes/model-answer";
import { database } from "#worker/db/client";
import { quoteChecks } from "#worker/db/schema";
import { logError, logEvent } from "#worker/log.server";

/** The vision model that reads photos and scans (docs/decisions/022). */
export const QUOTE_MODEL = "@cf/meta/llama-4-scout-17b-16e-instruct";

/** Workers AI's unit prices for it (USD per million tokens), for the cost logged with each reading. */
export const QUOTE_MODEL_PRICES = { inputPerMillion: 0.27, outputPerMillion: 0.85 } as const;

const MAX_ANSWER_TOKENS = 2048;
const AI_TIMEOUT_MS = 60_000;

export type VisionInput = Ai_Cf_Meta_Llama_4_Scout_17B_16E_Instruct_Messages;

/** The Workers AI binding as the reader uses it: the real `env.AI`, or a fake answering in the model's shape in tests. */
export type VisionAi = { run(model: typeof QUOTE_MODEL, input: VisionInput): Promise<unknown> };

const INSTRUCTIONS = [
  "You read photos of documents for car buyers in California.",
  "Say whether the image is a car dealer's price quote, buyer's order or purchase worksheet, and whether you can read it.",
  "If it is one you can read, list every priced line exactly as printed, with its amount in dollars",
  "(negative for discounts, rebates, trade-in allowance and down payment), its category and the heading it is under,",
  "and list the printed totals separately. Never invent a line or an amount.",
].join(" ");

/**
 * Reads an image with the vision model, at most once per upload: the call is claimed
 * in D1 before it is made and its answer kept, so a retry of the message parses the kept answer rather
 * than paying for a second reading; a claim with no answer (the Worker died mid-call) ends the reading.
 */
export async function readWithVision(
  env: Env,
  ai: VisionAi,
  checkId: string,
  image: { bytes: Uint8Array; type: string },
): Promise<ModelReading> {
  const db = database(env.DB);
  const claimed = await db
    .update(quoteChecks)
    .set({ aiClaimedAt: new Date().toISOString() })
    .where(and(eq(quoteChecks.id, checkId), isNull(quoteChecks.aiClaimedAt)))
    .returning({ id: quoteChecks.id });
  if (claimed.length === 0) {
    const [kept] = await db.select({ answer: quoteChecks.aiAnswer }).from(quoteChecks).where(eq(quoteChecks.id, checkId));
    return kept?.answer ? readAnswer(JSON.parse(kept.answer)) : { kind: "unreadable", reason: "interrupted" };
  }
  const input: VisionInput = {
    messages: [
      { role: "system", content: INSTRUCTIONS },
      {
        role: "user",
        content: [
          { type: "text", text: "Read this dealer quote." },
          { type: "image_url", image_url: { url: `data:${image.type};base64,${image.bytes.toBase64()}` } },
        ],
      },
    ],
    response_format: { type: "json_schema", json_schema: QUOTE_JSON_SCHEMA },
    max_tokens: MAX_ANSWER_TOKENS,
    temperature: 0,
  };
  const started = Date.now();
  let answer: unknown;
  try {
    answer = await withTimeout(ai.run(QUOTE_MODEL, input));
  } catch (error) {
    // Locally there is no Workers AI; in production an outage or a schema the model could not meet.
    logError("quote_vision_failed", error, { checkId });
    const unmet = error instanceof Error && /json mode/i.test(error.message);
    return { kind: "unreadable", reason: unmet ? "garbled" : "not-yet" };
  } finally {
    logEvent("external_call", { service: "workers-ai", purpose: "quote-reading", durationMs: Date.now() - started });
  }
  await db
    .update(quoteChecks)
    .set({ aiAnswer: JSON.stringify(answer ?? null) })
    .where(eq(quoteChecks.id, checkId));
  logUsage(checkId, answer);
  return readAnswer(answer);
}

/** The model's answer, `{ response, usage }`: the response an object in JSON mode, or text (a refusal, or JSON that did not parse). */
function readAnswer(answer: unknown): ModelReading {
  const response = typeof answer === "object" && answer !== null && "response" in answer ? answer.response : undefined;
  if (typeof response !== "string") return readingFromModel(response);
  try {
    return readingFromModel(JSON.parse(response));
  } catch {
    const refused = /\b(sorry|can(no|')t|unable to|won't|not able to)\b/i.test(response);
    return { kind: "unreadable", reason: refused ? "refused" : "garbled" };
  }
}

/** Workers AI usage of each reading, and what it cost at the model's unit prices. */
function logUsage(checkId: string, answer: unknown) {
  const usage = typeof answer === "object" && answer !== null && "usage" in answer ? answer.usage : null;
  const counts = new Map(typeof usage === "object" && usage !== null ? Object.entries(usage) : []);
  const count = (key: string) => Number(counts.get(key)) || 0;
  const promptTokens = count("prompt_tokens");
  const completionTokens = count("completion_tokens");
  const costUsd = (promptTokens * QUOTE_MODEL_PRICES.inputPerMillion + completionTokens * QUOTE_MODEL_PRICES.outputPerMillion) / 1_000_000;
  logEvent("quote_ai_usage", { checkId, model: QUOTE_MODEL, promptTokens, completionTokens, costUsd: Number(costUsd.toFixed(6)) });
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Workers AI gave no answer in ${AI_TIMEOUT_MS} ms`)), AI_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
