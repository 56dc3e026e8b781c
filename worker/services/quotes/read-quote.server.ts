import type { UnreadableReason } from "~/domain/quotes/messages";
import type { QuoteReading } from "~/domain/quotes/reading";
import { readTextQuote } from "~/domain/quotes/text-quote";
import { readPdf } from "./pdf.server";
import { readWithVision, type VisionAi } from "./vision.server";

export type ReadOutcome =
  | { kind: "quote"; reader: "text" | "vision"; reading: QuoteReading }
  | { kind: "not-quote"; reader: "text" | "vision" }
  | { kind: "unreadable"; reader: "text" | "vision" | null; reason: UnreadableReason };

const VISION_TYPES = new Set(["image/jpeg", "image/png"]);

/**
 * One upload read (issue 23, item 1). A PDF with a text layer is read in the Worker with no AI call; a
 * scanned PDF's page image and a JPEG or PNG photo go to the vision model. HEIC photos are stored for
 * the advisor but not read: the model takes JPEG and PNG.
 */
export async function readQuoteFile(
  env: Env,
  ai: VisionAi,
  checkId: string,
  file: { bytes: Uint8Array; type: string },
): Promise<ReadOutcome> {
  if (file.type === "application/pdf") {
    const pdf = await readPdf(file.bytes);
    const text = readTextQuote(pdf.lines);
    if (text.kind === "quote") return { kind: "quote", reader: "text", reading: text.reading };
    if (text.kind === "not-quote") return { kind: "not-quote", reader: "text" };
    const page = await pdf.pageImage();
    if (!page) return { kind: "unreadable", reader: "text", reason: "no-page-image" };
    return fromVision(await readWithVision(env, ai, checkId, { bytes: page, type: "image/png" }));
  }
  if (VISION_TYPES.has(file.type)) return fromVision(await readWithVision(env, ai, checkId, file));
  return { kind: "unreadable", reader: null, reason: "heic" };
}

function fromVision(read: Awaited<ReturnType<typeof readWithVision>>): ReadOutcome {
  if (read.kind === "quote") return { kind: "quote", reader: "vision", reading: read.reading };
  if (read.kind === "not-quote") return { kind: "not-quote", reader: "vision" };
  return { kind: "unreadable", reader: "vision", reason: read.reason };
}
