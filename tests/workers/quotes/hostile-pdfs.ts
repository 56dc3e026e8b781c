import { PDFDocument, StandardFonts } from "pdf-lib";
import { NEW_WITH_ADD_ONS, type QuoteRow, quotePdf, withRows } from "./quote-pdfs.ts";

// PDFs built to stall a quote reader, as the security reviews sent them: the Worker tests and
// `npm run audit:quotes` both build them here, in workerd and in Node alike (web streams only).

const encoder = new TextEncoder();

/** zlib data (a PDF's FlateDecode) of the chunks, compressed as they come: a bomb is never held whole. */
export async function deflate(chunks: Iterable<Uint8Array>): Promise<Uint8Array> {
  const stream = new CompressionStream("deflate");
  const writer = stream.writable.getWriter();
  const written = (async () => {
    for (const chunk of chunks) await writer.write(chunk);
    await writer.close();
  })();
  const compressed = new Uint8Array(await new Response(stream.readable).arrayBuffer());
  await written;
  return compressed;
}

export function* zeros(total: number) {
  const block = new Uint8Array(1 << 20);
  for (let sent = 0; sent < total; sent += block.length) yield block.subarray(0, Math.min(block.length, total - sent));
}

function* repeated(text: string, times: number) {
  const perBlock = Math.max(1, Math.floor((1 << 20) / text.length));
  const block = encoder.encode(text.repeat(perBlock));
  for (let sent = 0; sent < times; sent += perBlock) yield times - sent >= perBlock ? block : encoder.encode(text.repeat(times - sent));
}

export type RawObject = { dict: string; stream?: Uint8Array };

/** A PDF written byte by byte: objects 1 to n, a cross-reference table and a trailer. */
export function rawPdf(objects: RawObject[]): Uint8Array {
  const parts: Uint8Array[] = [encoder.encode("%PDF-1.7\n%\u00e2\u00e3\n")];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  for (const [index, { dict, stream }] of objects.entries()) {
    offsets.push(offset);
    const head = encoder.encode(`${index + 1} 0 obj\n${dict}\n${stream ? "stream\n" : ""}`);
    const tail = encoder.encode(stream ? "\nendstream\nendobj\n" : "endobj\n");
    for (const part of stream ? [head, stream, tail] : [head, tail]) {
      parts.push(part);
      offset += part.length;
    }
  }
  const entries = offsets.map((at) => `${String(at).padStart(10, "0")} 00000 n \n`).join("");
  parts.push(
    encoder.encode(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\n` +
        `startxref\n${offset}\n%%EOF\n`,
    ),
  );
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** One Letter page drawing `contents` (Flate-compressed), with Helvetica as /F1 and `more` objects from 5 on. */
const onePage = (contents: Uint8Array, resources: string, more: RawObject[]): Uint8Array =>
  rawPdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { dict: `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources ${resources} >>` },
    { dict: `<< /Length ${contents.length} /Filter /FlateDecode >>`, stream: contents },
    ...more,
  ]);

const HELVETICA = { dict: "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>" };

/**
 * A line of 50,000 digits and an "x", in a font small enough (0.02 pt) for all of it to fit on the page:
 * PDF.js drops text past the page's edge.
 */
export async function digitLinePdf(digits = 50_000): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([612, 792]).drawText(`${"1".repeat(digits)}x`, { x: 10, y: 700, size: 0.02, font });
  return doc.save();
}

/** A page whose contents inflate to `megabytes` of zeros (200 MB from about 200 KB). */
export async function streamBombPdf(megabytes = 200): Promise<Uint8Array> {
  return onePage(await deflate(zeros(megabytes << 20)), "<< >>", []);
}

/** A page of `runs` one-letter runs of text, each on a line of its own: 1.4 million fit in under 20 MB decoded, 200 KB compressed. */
export async function textRunBombPdf(runs = 1_400_000): Promise<Uint8Array> {
  const placed = (function* () {
    yield encoder.encode("BT /F1 1 Tf 10 750 Td\n");
    let text = "";
    for (let i = 0; i < runs; i += 1) {
      // A line lower each time, back to the top every 700 (PDF.js drops text below the page).
      text += i % 700 === 699 ? `0 699 Td(${"abcdefg"[i % 7]})Tj\n` : `0 -1 Td(${"abcdefg"[i % 7]})Tj\n`;
      if (text.length > 1 << 20) {
        yield encoder.encode(text);
        text = "";
      }
    }
    yield encoder.encode(`${text}ET\n`);
  })();
  return onePage(await deflate(placed), "<< /Font << /F1 5 0 R >> >>", [HELVETICA]);
}

/** A page drawing a `side` by `side` RGB image of zeros (6000 x 6000: 108 MB of pixels in a 100 KB file). */
export async function bigImagePdf(side = 6_000): Promise<Uint8Array> {
  const pixels = await deflate(zeros(side * side * 3));
  const image =
    `<< /Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 ` +
    `/Length ${pixels.length} /Filter /FlateDecode >>`;
  const contents = await deflate(repeated("q 612 0 0 792 0 0 cm /Im0 Do Q\n", 1));
  return onePage(contents, "<< /XObject << /Im0 5 0 R >> >>", [{ dict: image, stream: pixels }]);
}

/** The dealer quote of the other tests with its vehicle price printed with `digits` digits. */
export function longAmountPdf(digits: number): Promise<Uint8Array> {
  const price: QuoteRow[] = [["Vehicle price", `$${"9".repeat(digits)}.00`]];
  return quotePdf(withRows(NEW_WITH_ADD_ONS, { "Vehicle price": price }));
}

/** Random bytes after a PDF header: not a PDF, whatever its first line says. */
export function notAPdf(size = 50_000): Uint8Array {
  const bytes = new Uint8Array(size);
  for (let at = 0; at < size; at += 65_536) crypto.getRandomValues(bytes.subarray(at, Math.min(size, at + 65_536)));
  bytes.set(encoder.encode("%PDF-1.7\n"));
  return bytes;
}

/** Every hostile PDF of the reviews, by name, and what the reader must make of it. */
export const HOSTILE_PDFS = [
  { name: "50,000-digit line", build: () => digitLinePdf() },
  { name: "200 MB stream bomb", build: () => streamBombPdf() },
  { name: "text-run bomb", build: () => textRunBombPdf() },
  { name: "6000x6000 image", build: () => bigImagePdf() },
  { name: "400-digit amount", build: () => longAmountPdf(400) },
  { name: "27-digit amount", build: () => longAmountPdf(27) },
  { name: "not a PDF", build: async () => notAPdf() },
] as const;
