import { type PlacedText, printedLines } from "~/domain/quotes/text-lines";
import { encodePng } from "./png.server";

/** A quote is a page or two; a long PDF is read no further than this, so one upload cannot eat the consumer's CPU. */
const MAX_PAGES_READ = 4;
/** A page image past this many pixels (about 8 megapixels) is not sent to the model. */
const MAX_IMAGE_PIXELS = 8_000_000;

export type PdfContent = { lines: string[]; pageImage: () => Promise<Uint8Array | null> };

/**
 * The PDF's printed lines, and its first page's largest image for a scan. unpdf (PDF.js built for
 * serverless runtimes) is imported here, on the queue consumer's path only: the pages and the API never
 * load it (issue 23). A file PDF.js cannot open is an Error for the caller.
 */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const { getDocumentProxy, extractImages } = await import("unpdf");
  const pdf = await getDocumentProxy(bytes.slice());
  try {
    const pages: PlacedText[][] = [];
    for (let number = 1; number <= Math.min(pdf.numPages, MAX_PAGES_READ); number += 1) {
      const content = await (await pdf.getPage(number)).getTextContent();
      const runs: PlacedText[] = [];
      for (const item of content.items) {
        if ("str" in item) runs.push({ str: item.str, x: item.transform[4] ?? 0, y: item.transform[5] ?? 0 });
      }
      pages.push(runs);
    }
    const lines = printedLines(pages);
    return {
      lines,
      // Only a scan needs its image: decoded on demand, from a fresh copy (PDF.js detaches what it is given).
      pageImage: async () => {
        const images = await extractImages(bytes.slice(), 1);
        const largest = images.toSorted((a, b) => b.width * b.height - a.width * a.height)[0];
        if (!largest || largest.width * largest.height > MAX_IMAGE_PIXELS) return null;
        return encodePng(largest);
      },
    };
  } finally {
    await pdf.loadingTask.destroy();
  }
}
