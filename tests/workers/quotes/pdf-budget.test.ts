import { describe, expect, it } from "vitest";
import { checkPdfBudget, PDF_BUDGET } from "#worker/services/quotes/pdf-budget.server";
import { encodePng } from "#worker/services/quotes/png.server";
import { deflate, type RawObject, rawPdf, zeros } from "./hostile-pdfs";
import { NEW_WITH_ADD_ONS, quotePdf, scannedPdf } from "./quote-pdfs";

// The budget a PDF must fit before PDF.js sees it (docs/decisions/040): every way a stream can hide its size.

const encoder = new TextEncoder();
const page = (more: RawObject[]) =>
  rawPdf([
    { dict: "<< /Type /Catalog /Pages 2 0 R >>" },
    { dict: "<< /Type /Pages /Kids [3 0 R] /Count 1 >>" },
    { dict: "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>" },
    ...more,
  ]);
const overBudget = () => deflate(zeros(PDF_BUDGET.decodedBytes + 1024));

/** ASCII85 of the bytes, as a PDF's ASCII85Decode filter reads it. */
function ascii85(bytes: Uint8Array): Uint8Array {
  let text = "";
  for (let at = 0; at < bytes.length; at += 4) {
    const group = [...bytes.subarray(at, at + 4)];
    const value = [...group, 0, 0, 0].slice(0, 4).reduce((sum, byte) => sum * 256 + byte, 0);
    const digits = Array.from({ length: 5 }, (_, i) => String.fromCharCode(33 + (Math.floor(value / 85 ** (4 - i)) % 85)));
    text += digits.slice(0, group.length + 1).join("");
  }
  return encoder.encode(`${text}~>`);
}

describe("the budget a PDF must fit before it is read", () => {
  it("lets real quotes through: a text PDF and a scan", async () => {
    expect(await checkPdfBudget(await quotePdf(NEW_WITH_ADD_ONS))).toEqual({ ok: true });
    const png = await encodePng({ data: new Uint8ClampedArray(64 * 48).fill(200), width: 64, height: 48, channels: 1 });
    expect(await checkPdfBudget(await scannedPdf(png))).toEqual({ ok: true });
  });

  it("refuses a stream that inflates past the budget, whatever filters wrap it", async () => {
    const bomb = await overBudget();
    const wrapped = ascii85(bomb);
    expect(await checkPdfBudget(page([{ dict: `<< /Length ${bomb.length} /Filter /FlateDecode >>`, stream: bomb }]))).toEqual({
      ok: false,
      reason: "too-large",
    });
    const chain = `<< /Length ${wrapped.length} /Filter [/A85 /Fl#61teDecode] >>`;
    expect(await checkPdfBudget(page([{ dict: chain, stream: wrapped }]))).toMatchObject({ ok: false });
    // A wrong /Length does not hide the data that follows it.
    expect(await checkPdfBudget(page([{ dict: "<< /Length 2 0 R /Filter /FlateDecode >>", stream: bomb }]))).toMatchObject({ ok: false });
  });

  it("refuses a stream hidden in an object stream's data, and counts many small streams together", async () => {
    const inner = await deflate(zeros(PDF_BUDGET.decodedBytes + 1024));
    const objects = new Uint8Array([...encoder.encode(`<< /Length ${inner.length} /Filter /FlateDecode >> stream\n`), ...inner]);
    const objectStream = await deflate([objects]);
    expect(
      await checkPdfBudget(
        page([{ dict: `<< /Type /ObjStm /N 1 /First 0 /Length ${objectStream.length} /Filter /FlateDecode >>`, stream: objectStream }]),
      ),
    ).toMatchObject({ ok: false });
    const part = await deflate(zeros(PDF_BUDGET.decodedBytes / 4));
    const parts = Array.from({ length: 5 }, () => ({ dict: `<< /Length ${part.length} /Filter /FlateDecode >>`, stream: part }));
    expect(await checkPdfBudget(page(parts))).toMatchObject({ ok: false });
  });

  it("refuses what it cannot size: an indirect filter, LZW, an encrypted file, a JPEG frame past the image limit", async () => {
    const data = await deflate([encoder.encode("q Q")]);
    for (const dict of [`<< /Length ${data.length} /Filter 9 0 R >>`, `<< /Length ${data.length} /Filter /LZWDecode >>`]) {
      expect(await checkPdfBudget(page([{ dict, stream: data }]))).toEqual({ ok: false, reason: "too-large" });
    }
    const encrypted = new Uint8Array([...page([]), ...encoder.encode("trailer\n<< /Encr#79pt 7 0 R >>\n")]);
    expect(await checkPdfBudget(encrypted)).toEqual({ ok: false, reason: "protected" });
    // SOI, then a baseline frame of 20,000 x 20,000 pixels and three components.
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0x4e, 0x20, 0x4e, 0x20, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]);
    const image = `<< /Subtype /Image /Width 10 /Height 10 /Length ${jpeg.length} /Filter /DCTDecode >>`;
    expect(await checkPdfBudget(page([{ dict: image, stream: jpeg }]))).toEqual({ ok: false, reason: "too-large" });
  });
});
