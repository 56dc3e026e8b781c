import { env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { handleQuoteReadings } from "#worker/services/quotes/reading-queue.server";
import { dbRows } from "#tests/workers/admin/admin-helpers";
import { freshAddress, queueBatch } from "#tests/workers/helpers";
import { NEW_WITH_ADD_ONS, quotePdf, type QuoteRow } from "#tests/workers/quotes/quote-pdfs";
import { READ_AT, unreachableAi } from "#tests/workers/quotes/reading-helpers";
import { addBuyer, openPage, page, tokenOf } from "./buyer-helpers";

// Every quote in full, and offers compared (docs/decisions/052): a quote uploaded on the page is stored
// and read as the chat's are, counted with the lead's other quotes against the chat's quota; two read
// quotes are compared on the page.

const reading = z.object({ checkId: z.uuid() });
let readings: z.infer<typeof reading>[] = [];
beforeEach(() => {
  readings = [];
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(env.QUOTE_READINGS, "send").mockImplementation(async (body) => {
    readings.push(reading.parse(body));
    return { metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } };
  });
});
afterEach(() => vi.restoreAllMocks());

/** The page's upload form posted without JavaScript, as the browser sends it (multipart, the token in the address). */
function upload(token: string, file: File, address = freshAddress()) {
  const form = new FormData();
  form.set("file", file);
  return SELF.fetch(`https://caradvisor.test/api/buyers/quotes?token=${token}&language=en`, {
    method: "POST",
    body: form,
    headers: { "cf-connecting-ip": address, origin: "https://caradvisor.test" },
    redirect: "manual",
  });
}

const pdf = async (rows: readonly QuoteRow[] = NEW_WITH_ADD_ONS) =>
  new File([await quotePdf(rows)], "quote.pdf", { type: "application/pdf" });

/** Delivers the queued readings to the consumer, as the queue would. */
async function readQueued() {
  for (const body of readings.splice(0))
    await handleQuoteReadings(queueBatch("quote-readings", body).batch, env, { ai: unreachableAi, now: () => READ_AT });
}

describe("a quote uploaded on the page", () => {
  it("is stored under the lead, shows as being read, then in full with every flag named, with its sentence, source, amount", async () => {
    const lead = await addBuyer();
    const token = await tokenOf(lead);
    const answer = await upload(token, await pdf());
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/my/${token}?done=uploaded#buyer-status`);
    expect(await dbRows("select source, lead_id, status from quote_checks where lead_id = ?", lead.id)).toEqual([
      { source: "buyer", lead_id: lead.id, status: "queued" },
    ]);
    expect(page((await openPage(token)).view).quotes.map((quote) => quote.status)).toEqual(["queued"]);
    await readQueued();
    const [quote] = page((await openPage(token)).view).quotes;
    expect(quote).toMatchObject({ status: "read", source: "buyer", worthQuestioningCents: 115_900, problem: null });
    expect(quote?.lines.find((line) => line.label === "Documentation fee")).toMatchObject({ amountCents: 15_000, flagged: true });
    expect(quote?.totals).toEqual([{ label: "Total", kind: "total", amountCents: 3_627_368 }]);
    expect(quote?.flags.find((flag) => flag.lineLabel === "Documentation fee")).toMatchObject({
      name: "a documentation fee $65 above California's cap",
      sentence: expect.stringContaining("The documentation fee is $150, $65 above California's cap of $85"),
      amountCents: 6_500,
      source: { label: "California Vehicle Code §4456.5(a)(1)" },
    });
  });

  it("shows each flag in Spanish on the Spanish page, and each car named the Spanish way (make, model, year)", async () => {
    const lead = await addBuyer();
    const token = await tokenOf(lead);
    await upload(token, await pdf());
    await readQueued();
    const spanish = page((await openPage(token, { language: "es" })).view);
    expect(spanish.asked.car).toBe("Toyota RAV4 2026");
    expect(spanish.requests.map((request) => request.car)).toEqual(["Toyota RAV4 2026"]);
    expect(page((await openPage(token)).view).asked.car).toBe("2026 Toyota RAV4");
    const [quote] = spanish.quotes;
    expect(quote?.vehicle).toBe("Toyota RAV4 XLE Premium 2026");
    expect(quote?.flags.find((flag) => flag.lineLabel === "Documentation fee")).toMatchObject({
      name: "un cargo por documentación que supera en $65 el límite de California",
      sentence: "California pone un límite al cargo por documentación del concesionario; este lo supera en $65.",
    });
  });

  it("takes at most the chat's quota of quotes a lead, and goes back to the page with each problem", async () => {
    const lead = await addBuyer();
    const token = await tokenOf(lead);
    for (let i = 0; i < CHAT_LIMITS.maxUploadsPerLead; i++) expect((await upload(token, await pdf())).status).toBe(303);
    const over = await upload(token, await pdf());
    expect(over.headers.get("location")).toBe(`/my/${token}?problem=upload-quota#quotes`);
    expect(page((await openPage(token, { query: "?problem=upload-quota" })).view)).toMatchObject({
      uploadsLeft: 0,
      uploadsMax: CHAT_LIMITS.maxUploadsPerLead,
      problem: { form: "upload", problem: "upload-quota" },
    });
    const other = await tokenOf(await addBuyer());
    const text = new File(["not a quote"], "quote.txt", { type: "text/plain" });
    expect((await upload(other, text)).headers.get("location")).toBe(`/my/${other}?problem=upload-type#quotes`);
    const huge = new File([new Uint8Array(CHAT_LIMITS.maxUploadBytes + 100_000)], "big.pdf", { type: "application/pdf" });
    expect((await upload(other, huge)).headers.get("location")).toBe(`/my/${other}?problem=upload-size#quotes`);
  });

  it("is refused without the page's own link, storing nothing", async () => {
    const lead = await addBuyer();
    const answer = await upload(`${lead.id}.99999999999.${"0".repeat(64)}`, await pdf());
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/^\/my\/.+\?#main$/);
    expect(await dbRows("select id from quote_checks where lead_id = ?", lead.id)).toEqual([]);
  });
});

describe("offers compared on the page", () => {
  it("puts two read quotes side by side, against the one that costs least out the door", async () => {
    const lead = await addBuyer();
    const token = await tokenOf(lead);
    const cheaper = NEW_WITH_ADD_ONS.map((row): QuoteRow => (row[0] === "Documentation fee" ? ["Documentation fee", "$85.00"] : row));
    await upload(token, await pdf());
    await upload(token, await pdf(cheaper));
    await readQueued();
    const view = page((await openPage(token)).view);
    expect(view.comparison?.table.columns).toHaveLength(2);
    const differences = view.comparison?.table.columns.map((column) => column.differenceCents);
    expect(differences?.filter((difference) => difference === null)).toHaveLength(1);
    expect(differences?.find((difference) => difference !== null)).toBe(6_500);
    expect(
      view.comparison?.table.rows
        .find((row) => row.category === "documentation-fee")
        ?.cells.map((cell) => cell.flaggedCents)
        .toSorted(),
    ).toEqual([0, 6_500]);
  });
});
