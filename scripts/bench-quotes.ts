// npm run bench:quotes — uploads 50 text-PDF dealer quotes through the chat's own endpoints to the
// locally served Worker, one after another, and prints the time from each upload to the moment the
// chat's question (GET /api/chat/leads/:id/quote-check) answers with the check's summary: the
// upload, the queue (its batch wait included), the reading with unpdf, the rules and the D1 writes.
// Goal: a median of 3 s or less per quote. BENCH_PORT moves the server.
import { z } from "zod";
import { ANSWERS_BEFORE_UPLOAD, NEW_WITH_ADD_ONS, quotePdf, withRows } from "#tests/workers/quotes/quote-pdfs.ts";
import { pageFormToken } from "./lib/bench-lead.ts";
import { startPreview } from "./lib/local-server.ts";

const TOTAL = Number(process.env.BENCH_TOTAL ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 4183);
const BASE = `http://localhost:${PORT}`;
const GOAL_MS = 3_000;
const GIVE_UP_MS = 30_000;
const POLL_MS = 50;

const address = (i: number) => ({ "cf-connecting-ip": `10.23.${i >> 8}.${(i & 255) + 1}` });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A chat lead as the chat creates it (its own page view's form token, past the 3 s a person needs). */
async function chatLead(i: number, sessionId: string, formToken: string) {
  const response = await fetch(`${BASE}/api/chat/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", ...address(i) },
    body: JSON.stringify({ sessionId, answers: ANSWERS_BEFORE_UPLOAD, conversation: [], formToken, honeypot: "" }),
  });
  if (response.status !== 201) throw new Error(`chat lead ${i}: ${response.status}`);
  return z.object({ id: z.string(), token: z.string() }).parse(await response.json());
}

/** One quote: upload, the chat's save of the path, then the chat's question until the summary comes. */
async function timeOne(i: number, sessionId: string, lead: { id: string; token: string }, pdf: Uint8Array): Promise<number> {
  const form = new FormData();
  form.set("file", new File([pdf.slice()], `quote-${i}.pdf`, { type: "application/pdf" }));
  form.set("sessionId", sessionId);
  form.set("leadId", lead.id);
  const auth = { authorization: `Bearer ${lead.token}` };
  const started = performance.now();
  // With the lead's token, as the chat sends it.
  const uploaded = await fetch(`${BASE}/api/chat/uploads`, { method: "POST", body: form, headers: { ...address(i), ...auth } });
  if (!uploaded.ok) throw new Error(`upload ${i}: ${uploaded.status}`);
  const { path } = z.object({ path: z.string() }).parse(await uploaded.json());
  await fetch(`${BASE}/api/chat/leads/${lead.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...auth },
    body: JSON.stringify({ sessionId, answers: { ...ANSWERS_BEFORE_UPLOAD, dealerQuoteUpload: path }, conversation: [] }),
  });
  while (performance.now() - started < GIVE_UP_MS) {
    const response = await fetch(`${BASE}/api/chat/leads/${lead.id}/quote-check`, { headers: auth });
    const answer = z.object({ status: z.string() }).parse(await response.json());
    if (answer.status === "done") return performance.now() - started;
    await pause(POLL_MS);
  }
  throw new Error(`quote ${i} was not checked within ${GIVE_UP_MS} ms`);
}

const site = await startPreview(PORT);
try {
  const run = crypto.randomUUID().slice(0, 8);
  const sessions = Array.from({ length: TOTAL }, (_, i) => `bench-quote-${run}-${i}`);
  // Each quote its own: the dealer's price moves by a dollar a quote.
  const pdfs = await Promise.all(
    sessions.map((_, i) =>
      quotePdf(withRows(NEW_WITH_ADD_ONS, { "Vehicle price": [["Vehicle price", `$${(32_500 + i).toLocaleString("en-US")}.00`]] })),
    ),
  );
  const tokens = await Promise.all(sessions.map((_, i) => pageFormToken(BASE, address(i))));
  await pause(3_100);
  const leads = [];
  for (const [i, sessionId] of sessions.entries()) leads.push(await chatLead(i, sessionId, tokens[i] ?? ""));
  const times: number[] = [];
  for (const [i, sessionId] of sessions.entries()) {
    const lead = leads[i];
    const pdf = pdfs[i];
    if (lead && pdf) times.push(await timeOne(i, sessionId, lead, pdf));
  }
  // The first reading loads unpdf into a fresh isolate, as the first quote of a deployed Worker's day does.
  const first = times[0] ?? 0;
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;
  console.log(`quotes read:          ${times.length} text PDFs, one after another`);
  console.log(`upload to check p50:  ${at(50).toFixed(0)} ms (goal ≤ ${GOAL_MS} ms)`);
  console.log(`upload to check p90:  ${at(90).toFixed(0)} ms`);
  console.log(`first (cold) / max:   ${first.toFixed(0)} / ${(times.at(-1) ?? 0).toFixed(0)} ms`);
  process.exitCode = at(50) <= GOAL_MS ? 0 : 1;
} finally {
  site.stop();
}
