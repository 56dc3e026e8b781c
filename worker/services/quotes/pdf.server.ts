import { z } from "zod";
import { type PlacedText, printedLines, QUOTE_TEXT_LIMITS } from "#app/domain/quotes/text-lines";
import { checkPdfBudget, PDF_BUDGET } from "./pdf-budget.server";
import { encodePng } from "./png.server";

/**
 * What a PDF gave: its printed lines and, for a scan, its first page's largest image; or why it was not
 * read. A bad file is final (a retry reads the same bytes), so it is said at once, never thrown.
 */
export type PdfContent =
  | { kind: "read"; lines: string[]; pageImage: Uint8Array | null }
  | { kind: "refused"; reason: "too-large" | "protected" | "damaged" };

/** PDF.js as the Worker runs it: no image over the limit decoded (it checks an image's size before decoding it), errors skipped. */
const PDFJS_OPTIONS = {
  maxImageSize: PDF_BUDGET.imagePixels,
  disableFontFace: true,
  useSystemFonts: false,
  isOffscreenCanvasSupported: false,
  isImageDecoderSupported: false,
  stopAtErrors: false,
  verbosity: 0,
} as const;

// streamTextContent's chunks are untyped: each is held to the shape the text runs need.
const textChunk = z.object({ items: z.array(z.unknown()) });
const textRun = z.object({ str: z.string(), transform: z.array(z.number()) });

/**
 * The PDF's printed lines, and its first page's largest image when `isScan` says the lines are too few
 * to be a text layer. The file is sized first (pdf-budget.server.ts) and refused past the budget; then
 * unpdf (PDF.js built for serverless runtimes), imported here on the queue consumer's path only (the pages
 * and the API never load it), reads at most PDF_BUDGET.pages pages and QUOTE_TEXT_LIMITS.maxRuns runs.
 */
export async function readPdf(bytes: Uint8Array, isScan: (lines: string[]) => boolean): Promise<PdfContent> {
  const budget = await checkPdfBudget(bytes);
  if (!budget.ok) return { kind: "refused", reason: budget.reason };
  const { getDocumentProxy } = await import("unpdf");
  // PDF.js detaches the buffer it is given: a copy, so the caller's bytes stay whole.
  const pdf = await getDocumentProxy(bytes.slice(), PDFJS_OPTIONS).catch(() => null);
  if (!pdf) return { kind: "refused", reason: "damaged" };
  let timer: ReturnType<typeof setTimeout> | null = null;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), PDF_BUDGET.readMs);
  });
  const reading = readOpened(pdf, isScan);
  try {
    const outcome = await Promise.race([reading, late]);
    // Past the time a long real quote takes, the document is destroyed, which stops PDF.js where it is.
    return outcome === "late" ? { kind: "refused", reason: "too-large" } : outcome;
  } finally {
    clearTimeout(timer);
    await pdf.loadingTask.destroy();
    await reading.catch(() => null);
  }
}

async function readOpened(pdf: Pdf, isScan: (lines: string[]) => boolean): Promise<PdfContent> {
  const { extractImages } = await import("unpdf");
  try {
    const lines = printedLines(await textRuns(pdf));
    if (!isScan(lines)) return { kind: "read", lines, pageImage: null };
    const images = await extractImages(pdf, 1).catch(() => []);
    const largest = images.toSorted((a, b) => b.width * b.height - a.width * a.height)[0];
    const fits = largest && largest.width * largest.height <= PDF_BUDGET.imagePixels;
    return { kind: "read", lines, pageImage: fits ? await encodePng(largest) : null };
  } catch {
    return { kind: "refused", reason: "damaged" };
  }
}

type Pdf = Awaited<ReturnType<typeof import("unpdf").getDocumentProxy>>;

/** The runs of text of the first pages, read as a stream and left once there are enough (PDF.js then stops working on the page). */
async function textRuns(pdf: Pdf): Promise<PlacedText[][]> {
  const pages: PlacedText[][] = [];
  let left: number = QUOTE_TEXT_LIMITS.maxRuns;
  for (let number = 1; number <= Math.min(pdf.numPages, PDF_BUDGET.pages) && left > 0; number += 1) {
    const reader = (await pdf.getPage(number)).streamTextContent().getReader();
    const runs: PlacedText[] = [];
    try {
      for (let chunk = await reader.read(); !chunk.done && runs.length < left; chunk = await reader.read()) {
        for (const item of textChunk.parse(chunk.value).items) {
          const run = textRun.safeParse(item);
          if (run.success) runs.push({ str: run.data.str, x: run.data.transform[4] ?? 0, y: run.data.transform[5] ?? 0 });
        }
      }
    } finally {
      await reader.cancel(new Error("enough text read")).catch(() => {});
    }
    left -= runs.length;
    pages.push(runs);
  }
  return pages;
}
