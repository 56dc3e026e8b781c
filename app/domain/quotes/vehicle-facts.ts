import { ALLOWED_MAKES } from "#app/domain/vehicle-makes";

// What a quote says about itself beyond its lines: the dealer, the date, the car. Read from the printed
// lines of a text PDF; the vision model answers the same fields for photos.

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** The first date printed, as YYYY-MM-DD (US order for 11/20/2026); a line naming the date wins. */
export function quoteDateOf(lines: string[]): string | null {
  const dated = [...lines.filter((line) => /date/i.test(line)), ...lines];
  for (const line of dated) {
    const found = dateIn(line);
    if (found) return found;
  }
  return null;
}

function dateIn(line: string): string | null {
  const iso = /\b(20\d{2})-(\d{2})-(\d{2})\b/.exec(line);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = /\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/.exec(line);
  if (us) return valid(Number(us[3]) + (us[3]?.length === 2 ? 2000 : 0), Number(us[1]), Number(us[2]));
  const words = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2}),?\s+(20\d{2})\b/i.exec(line);
  if (words) return valid(Number(words[3]), MONTHS.indexOf(words[1]?.toLowerCase() ?? "") + 1, Number(words[2]));
  return null;
}

function valid(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

// 17 characters without I, O or Q, with letters and digits both: a VIN, not a word in capitals.
const VIN = /\b(?=[A-HJ-NPR-Z0-9]*\d)(?=[A-HJ-NPR-Z0-9]*[A-HJ-NPR-Z])[A-HJ-NPR-Z0-9]{17}\b/;
const STOP_WORDS = /\s+(?:vin\b|stock\b|#|new\b|used\b|pre-?owned\b|certified\b|cpo\b|color\b|miles?\b|mileage\b|odometer\b)/i;
const MAKES = ALLOWED_MAKES.toSorted((a, b) => b.length - a.length);

export type VehicleFacts = {
  vehicle: { year: number | null; make: string | null; model: string | null; vin: string | null };
  condition: "new" | "used" | null;
  electric: boolean | null;
};

/** The car the quote is for: year, make and model from the line naming them, the VIN, new or used. */
export function vehicleFactsOf(lines: string[]): VehicleFacts {
  const vin = lines.map((line) => VIN.exec(line)?.[0]).find(Boolean) ?? null;
  let vehicle: VehicleFacts["vehicle"] = { year: null, make: null, model: null, vin };
  let vehicleLine = "";
  for (const line of lines) {
    const named = namedVehicle(line);
    if (named) {
      vehicle = { ...named, vin };
      vehicleLine = line;
      break;
    }
  }
  const conditionLine = lines.find((line) => /\bcondition\b/i.test(line)) ?? vehicleLine;
  const condition = /\b(used|pre-?owned|certified|cpo)\b/i.test(conditionLine) ? "used" : /\bnew\b/i.test(conditionLine) ? "new" : null;
  return { vehicle, condition, electric: isElectric(`${vehicleLine} ${vehicle.model ?? ""}`) };
}

function namedVehicle(line: string): Omit<VehicleFacts["vehicle"], "vin"> | null {
  const year = /\b(19[5-9]\d|20\d{2})\s+/.exec(line);
  if (!year?.[1]) return null;
  const rest = line.slice(year.index + year[0].length);
  const make = MAKES.find((name) => rest.toLowerCase().startsWith(name.toLowerCase()));
  if (!make) return null;
  const model = rest.slice(make.length).split(STOP_WORDS)[0]?.replace(VIN, "").trim() ?? "";
  return { year: Number(year[1]), make, model: model ? model.slice(0, 60) : null };
}

// Battery-electric models sold in California, and the words quotes use for them.
const ELECTRIC = new RegExp(
  [
    String.raw`\b(electric|ev|bev)\b|model [3sxy]\b|cybertruck|bz4x|ioniq|\bev[369]\b|mach-e|lightning|\bbolt\b|\bleaf\b`,
    String.raw`\bid\.?\s?[47]|polestar|lucid|rivian|\bi[457x]\b|\bix\b|\beq[a-z]\b|taycan|e-tron|prologue|\bzdx\b|solterra`,
    String.raw`lyriq|hummer ev|\bariya\b|\bmx-30\b|\bc40\b|\bex30\b|\bex90\b`,
  ].join("|"),
  "i",
);

const isElectric = (text: string): boolean | null => (text.trim() === "" ? null : ELECTRIC.test(text));

/** The dealer's name: a line that says "Dealer:", else the quote's first line of words. */
export function dealerNameOf(lines: string[]): string | null {
  const labelled = lines.map((line) => /^\s*dealer(ship)?\s*(name)?\s*:\s*(.+)$/i.exec(line)?.[3]).find(Boolean);
  if (labelled) return labelled.trim().slice(0, 120);
  const first = lines.find((line) => /[a-z]{2}/i.test(line) && !/\$|\d{2}\/\d{2}/.test(line));
  return first ? first.trim().slice(0, 120) : null;
}
