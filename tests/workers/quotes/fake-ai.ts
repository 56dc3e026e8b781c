import { env } from "cloudflare:test";
import { vi } from "vitest";
import type { VisionAi } from "#worker/services/quotes/vision.server";

// Workers AI has no local simulator: these fakes answer as @cf/meta/llama-4-scout-17b-16e-instruct does
// through the binding, `{ response, usage }`, where JSON mode gives `response` as the parsed object,
// and a refusal or a broken answer comes back as text.

const usage = { prompt_tokens: 2_412, completion_tokens: 388, total_tokens: 2_800 };

/** A fake binding answering `response` (and recording what it was asked). */
export function fakeAi(response: unknown) {
  const run = vi.fn<VisionAi["run"]>(async () => ({ response, usage, tool_calls: [] }));
  return { ai: { run } satisfies VisionAi, run };
}

/** The AI binding down, as it is locally (no simulator): every call fails, and the Worker falls back as in an outage. */
export function workersAiDown(): void {
  vi.spyOn(env.AI, "run").mockRejectedValue(new Error("Workers AI is not available"));
}

/** A photo of a used-car quote as the model reads it in JSON mode. */
export const PHOTO_ANSWER = {
  is_dealer_quote: true,
  readable: true,
  unreadable_reason: "none",
  dealer_name: "Bay Auto Sales",
  quote_date: "2026-11-18",
  vehicle_year: 2021,
  vehicle_make: "Honda",
  vehicle_model: "Accord Sport",
  vin: "1HGCV1F34MA012345",
  condition: "used",
  electric: false,
  tax_rate_percent: 8.625,
  tire_count: 0,
  optional_statement: false,
  lines: [
    { label: "Cash price", amount: 22995, category: "vehicle-price", marked_optional: false, section: "" },
    { label: "Doc fee", amount: 199, category: "documentation-fee", marked_optional: false, section: "" },
    { label: "Lot service charge", amount: 349, category: "other", marked_optional: false, section: "" },
    { label: "Sales tax", amount: 2030.58, category: "sales-tax", marked_optional: false, section: "" },
  ],
  totals: [{ label: "Total", amount: 25573.58 }],
};

/** What the model says about a selfie. */
export const SELFIE_ANSWER = { is_dealer_quote: false, readable: true, unreadable_reason: "none", lines: [], totals: [] };

/** What the model says about a photo it cannot make out. */
export const BLURRED_ANSWER = { is_dealer_quote: true, readable: false, unreadable_reason: "blurred", lines: [], totals: [] };

/** A refusal, as text in place of the JSON. */
export const REFUSAL = "I'm sorry, but I can't help with reading personal documents.";

/** JSON cut off mid-answer (the answer ran out of tokens). */
export const MALFORMED = '{"is_dealer_quote": true, "readable": true, "lines": [{"label": "Cash price", "amount": 229';
