// npm run audit:quotes — uploads each hostile PDF of the security reviews through the chat's own
// endpoints to the built Worker served locally, one at a time, and prints per PDF the time until its
// check settles (the chat's question answers "done"), the workerd process's peak resident memory while
// it was read (/proc, sampled every 20 ms), the slowest answer of GET /api/health meanwhile, and the
// time a normal quote uploaded right after it takes to reach its summary. An audit: it prints figures
// and exits 0. AUDIT_SETTLE_MS bounds the wait for one PDF; BENCH_PORT moves the server. Linux only.
import { readFileSync } from "node:fs";
import { z } from "zod";
import { HOSTILE_PDFS } from "#tests/workers/quotes/hostile-pdfs.ts";
import { ANSWERS_BEFORE_UPLOAD, NEW_WITH_ADD_ONS, quotePdf } from "#tests/workers/quotes/quote-pdfs.ts";
import { pageFormToken } from "./lib/bench-lead.ts";
import { startPreview } from "./lib/local-server.ts";
import { descendantsNamed } from "./lib/proc-cpu.ts";
import { textTable } from "./lib/text-table.ts";

const PORT = Number(process.env.BENCH_PORT ?? 4186);
const BASE = `http://localhost:${PORT}`;
const SETTLE_MS = Number(process.env.AUDIT_SETTLE_MS ?? 60_000);
const POLL_MS = 100;

let visitors = 0;
const visitor = () => {
  visitors += 1;
  return { "cf-connecting-ip": `10.41.${(visitors >> 8) & 255}.${(visitors & 255) + 1}` };
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of the processes, in MB (VmRSS of /proc/<pid>/status). */
function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // the process ended
    }
  }
  return kb / 1024;
}

type Lead = { id: string; token: string; sessionId: string };

/** A chat lead as the chat creates it, from a page's form token older than the 3 s a person needs. */
async function chatLeads(count: number): Promise<Lead[]> {
  const run = crypto.randomUUID().slice(0, 8);
  const headers = Array.from({ length: count }, visitor);
  const tokens = await Promise.all(headers.map((h) => pageFormToken(BASE, h)));
  await pause(3_100);
  const leads: Lead[] = [];
  for (const [i, formToken] of tokens.entries()) {
    const sessionId = `audit-quote-${run}-${i}`;
    const response = await fetch(`${BASE}/api/chat/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers[i] },
      body: JSON.stringify({ sessionId, answers: ANSWERS_BEFORE_UPLOAD, conversation: [], formToken, honeypot: "" }),
    });
    if (response.status !== 201) throw new Error(`chat lead ${i}: ${response.status}`);
    leads.push({ ...z.object({ id: z.string(), token: z.string() }).parse(await response.json()), sessionId });
  }
  return leads;
}

/** The upload and the chat's save of its path, as the chat sends them; the time the upload started. */
async function upload(lead: Lead, pdf: Uint8Array): Promise<number> {
  const form = new FormData();
  form.set("file", new File([pdf.slice()], "quote.pdf", { type: "application/pdf" }));
  form.set("sessionId", lead.sessionId);
  form.set("leadId", lead.id);
  const auth = { authorization: `Bearer ${lead.token}` };
  const started = performance.now();
  const uploaded = await fetch(`${BASE}/api/chat/uploads`, { method: "POST", body: form, headers: { ...visitor(), ...auth } });
  if (!uploaded.ok) throw new Error(`upload: ${uploaded.status}`);
  const { path } = z.object({ path: z.string() }).parse(await uploaded.json());
  await fetch(`${BASE}/api/chat/leads/${lead.id}`, {
    method: "PATCH",
    headers: { "content-type": "application/json", ...auth },
    body: JSON.stringify({ sessionId: lead.sessionId, answers: { ...ANSWERS_BEFORE_UPLOAD, dealerQuoteUpload: path }, conversation: [] }),
  });
  return started;
}

/** Ms from `started` until the chat's question answers "done" (null past SETTLE_MS), and what the summary says. */
async function settled(lead: Lead, started: number): Promise<{ ms: number | null; summary: string }> {
  while (performance.now() - started < SETTLE_MS) {
    try {
      const response = await fetch(`${BASE}/api/chat/leads/${lead.id}/quote-check`, { headers: { authorization: `Bearer ${lead.token}` } });
      const answer = z.object({ status: z.string(), summary: z.object({ text: z.string() }).optional() }).parse(await response.json());
      if (answer.status === "done") return { ms: performance.now() - started, summary: answer.summary?.text ?? "" };
    } catch {
      // a Worker that stopped answering: asked again until the wait is over
    }
    await pause(POLL_MS);
  }
  return { ms: null, summary: "" };
}

/** Samples workerd's memory and times GET /api/health until `work` settles. */
async function watched<T>(pids: number[], work: Promise<T>): Promise<{ result: T; peakMb: number; slowestHealthMs: number }> {
  let done = false;
  let peakMb = rssMb(pids);
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pids));
  }, 20);
  const health = (async () => {
    let slowest = 0;
    while (!done) {
      const started = performance.now();
      await fetch(`${BASE}/api/health`)
        .then((r) => r.arrayBuffer())
        .catch(() => null);
      slowest = Math.max(slowest, performance.now() - started);
      await pause(50);
    }
    return slowest;
  })();
  const result = await work.finally(() => {
    done = true;
  });
  clearInterval(sampler);
  return { result, peakMb, slowestHealthMs: await health };
}

const site = await startPreview(PORT);
try {
  const pids = descendantsNamed(site.pid ?? 0, "workerd");
  const normal = await quotePdf(NEW_WITH_ADD_ONS);
  const leads = await chatLeads(HOSTILE_PDFS.length * 2 + 1);
  // A normal quote first, so the PDF reader is loaded (as on a Worker that has read one today).
  const warm = leads.pop();
  if (warm) await settled(warm, await upload(warm, normal));
  const rows: string[][] = [];
  for (const hostile of HOSTILE_PDFS) {
    const pdf = await hostile.build();
    const [lead, after] = [leads.pop(), leads.pop()];
    if (!lead || !after) break;
    const baselineMb = rssMb(pids);
    const { result, peakMb, slowestHealthMs } = await watched(
      pids,
      (async () => {
        const hostileRun = settled(lead, await upload(lead, pdf));
        // The normal quote follows right after the hostile one, as a second buyer's would.
        const normalRun = settled(after, await upload(after, normal));
        return { hostile: await hostileRun, normal: await normalRun };
      })(),
    );
    const seconds = (ms: number | null) => (ms === null ? `> ${SETTLE_MS / 1000} s` : `${(ms / 1000).toFixed(2)} s`);
    rows.push([
      hostile.name,
      `${(pdf.length / 1024).toFixed(0)} KB`,
      seconds(result.hostile.ms),
      `${baselineMb.toFixed(0)} → ${peakMb.toFixed(0)} MB`,
      `${slowestHealthMs.toFixed(0)} ms`,
      seconds(result.normal.ms),
    ]);
    console.log(`${hostile.name}: ${result.hostile.summary.slice(0, 140) || "(not settled)"}`);
  }
  console.log("");
  for (const line of textTable(
    ["hostile PDF", "size", "settled after", "workerd RSS (before → peak)", "slowest /api/health", "normal quote after it"],
    rows,
  ))
    console.log(line);
  console.log(`\nworkerd pids: ${pids.join(", ")}; load average ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);
} finally {
  site.stop();
}
