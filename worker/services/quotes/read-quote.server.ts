import type { UnreadableReason } from "#app/domain/quotes/messages";
import { type QuoteReading, quoteReadingSchema } from "#app/domain/quotes/reading";
import { readTextQuote } from "#app/domain/quotes/text-quote";
import { readPdf } from "./pdf.server";
import { readWithVision, type VisionAi } from "./vision.server";

export type ReadOutcome =
  | { kind: "quote"; reader: "text" | "vision"; reading: QuoteReading }
  | { kind: "not-quote"; reader: "text" | "vision" }
  | { kind: "unreadable"; reader: "text" | "vision" | null; reason: UnreadableReason };

const VISION_TYPES = new Set(["image/jpeg", "image/png"]);

/**
 * One upload read. A PDF with a text layer is read in the Worker with no AI call; a
 * scanned PDF's page image and a JPEG or PNG photo go to the vision model. HEIC photos are stored for
 * the advisor but not read: the model takes JPEG and PNG. A PDF past the reader's budget, encrypted or
 * broken is unreadable at once; every reading, however made, is held to its schema before it is stored.
 */
export async function readQuoteFile(
  env: Env,
  ai: VisionAi,
  checkId: string,
  file: { bytes: Uint8Array; type: string },
): Promise<ReadOutcome> {
  if (file.type === "application/pdf") {
    const pdf = await readPdf(file.bytes, (lines) => readTextQuote(lines).kind === "scanned");
    if (pdf.kind === "refused") return { kind: "unreadable", reader: "text", reason: pdf.reason };
    const text = readTextQuote(pdf.lines);
    if (text.kind === "quote") return held("text", text.reading);
    if (text.kind === "not-quote") return { kind: "not-quote", reader: "text" };
    const page = pdf.pageImage;
    if (!page) return { kind: "unreadable", reader: "text", reason: "no-page-image" };
    return fromVision(await readWithVision(env, ai, checkId, { bytes: page, type: "image/png" }));
  }
  if (VISION_TYPES.has(file.type)) return fromVision(await readWithVision(env, ai, checkId, file));
  return { kind: "unreadable", reader: null, reason: "heic" };
}

/** A reading as it may be stored: within its schema (amounts within a quote's bounds, labels cut), or unreadable for the advisor. */
function held(reader: "text" | "vision", reading: QuoteReading): ReadOutcome {
  const parsed = quoteReadingSchema.safeParse(reading);
  return parsed.success ? { kind: "quote", reader, reading: parsed.data } : { kind: "unreadable", reader, reason: "implausible" };
}

function fromVision(read: Awaited<ReturnType<typeof readWithVision>>): ReadOutcome {
  if (read.kind === "quote") return held("vision", read.reading);
  if (read.kind === "not-quote") return { kind: "not-quote", reader: "vision" };
  return { kind: "unreadable", reader: "vision", reason: read.reason };
}
