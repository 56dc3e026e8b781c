import { PDFDocument, StandardFonts } from "pdf-lib";

// Dealer quotes as text PDFs, built in the tests: the Worker tests, the end-to-end
// test and `npm run bench:quotes` all use these. A row is a label, and an amount printed at the right.

export type QuoteRow = readonly [string, string?];

/** A text PDF of the rows, one a line, as a dealer's system prints a buyer's order. */
export async function quotePdf(rows: readonly QuoteRow[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  let y = 750;
  for (const [left, right] of rows) {
    if (left) page.drawText(left, { x: 48, y, size: 10, font });
    // An amount too long for the line (the hostile ones) shrinks to fit: PDF.js drops text past the page's edge.
    const size = right ? Math.min(10, 400 / font.widthOfTextAtSize(right, 1)) : 10;
    if (right) page.drawText(right, { x: 560 - font.widthOfTextAtSize(right, size), y, size, font });
    y -= 16;
  }
  return doc.save();
}

/** A scanned quote: a PDF whose only content is a picture of the page (no text layer). */
export async function scannedPdf(png: Uint8Array): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedPng(png);
  doc.addPage([image.width, image.height]).drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
  return doc.save();
}

const HEADER = (date: string, car: string): QuoteRow[] => [["Sunset Toyota of Pasadena"], [`Buyer's Order    Date: ${date}`], [car], [""]];

/** A new RAV4 with add-ons: the doc fee $65 over the cap, nitrogen, paint protection not marked optional. */
export const NEW_WITH_ADD_ONS: QuoteRow[] = [
  ...HEADER("11/20/2026", "2026 Toyota RAV4 XLE Premium   VIN 2T3W1RFV5RW123456   NEW"),
  ["Vehicle price", "$32,500.00"],
  ["Dealer discount", "($1,000.00)"],
  ["Documentation fee", "$150.00"],
  ["DEALER ADD-ONS"],
  ["Nitrogen tire fill", "$199.00"],
  ["Paint protection", "$895.00"],
  ["GOVERNMENT FEES"],
  ["California tire fee (4 @ $1.75)", "$7.00"],
  ["DMV registration and title", "$412.00"],
  ["Sales tax (9.50%)", "$3,110.68"],
  ["Total", "$36,273.68"],
];

/** A new car with nothing to question: the doc fee at the cap, the tire fee right, the lines adding up. */
export const NEW_CLEAN: QuoteRow[] = [
  ...HEADER("11/20/2026", "2026 Toyota Camry LE   VIN 4T1DAACK5TU123456   NEW"),
  ["Vehicle price", "$28,400.00"],
  ["Documentation fee", "$85.00"],
  ["California tire fee (5 tires)", "$8.75"],
  ["DMV registration and title", "$388.00"],
  ["Sales tax (9.50%)", "$2,706.08"],
  ["Total", "$31,587.83"],
];

/** A used Civic under $50,000, the doc fee at $70: the 3-day return reminder and nothing else. */
export const USED_UNDER_50K: QuoteRow[] = [
  ...HEADER("11/21/2026", "2022 Honda Civic EX   VIN 2HGFE2F59NH512345   USED  34,120 miles"),
  ["Vehicle price", "$24,000.00"],
  ["Documentation fee", "$70.00"],
  ["DMV registration and title", "$310.00"],
  ["Sales tax (8.625%)", "$2,076.04"],
  ["Total", "$26,456.04"],
];

/** The rows with some replaced (by none, one or more rows): a fixture that trips one rule. */
export const withRows = (base: QuoteRow[], changes: Record<string, QuoteRow[]>): QuoteRow[] =>
  base.flatMap((row) => changes[row[0]] ?? [row]);

/** A chat's answers up to the dealer-quote upload (the bench and the chat's Worker test create leads with them). */
export const ANSWERS_BEFORE_UPLOAD = {
  name: "Dana",
  zipCode: "94105",
  vehicleType: "new",
  timeline: "now",
  experience: "fine",
  knowsVehicle: "yes",
  make: "Toyota",
  model: "RAV4",
  year: "2026",
  trim: "XLE",
  dealerQuote: "yes",
} as const;
