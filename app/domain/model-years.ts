import { MODEL_YEAR_SPAN } from "./constants";

export type ModelYearOption = { value: string; label: string };

/** SPEC §9: blank, "current year or newer", then the current year back 20 years. */
export function modelYearOptions(currentYear: number): ModelYearOption[] {
  const years = Array.from({ length: MODEL_YEAR_SPAN + 1 }, (_, i) => String(currentYear - i));
  return [
    { value: "", label: "Select year" },
    { value: `${currentYear}+`, label: `${currentYear} or newer` },
    ...years.map((y) => ({ value: y, label: y })),
  ];
}

/** "2024+" means 2024 or newer; the stored year is the number without the + (SPEC §3). */
export function parseModelYear(value: string): number | null {
  const match = /^(\d{4})\+?$/.exec(value.trim());
  return match ? Number(match[1]) : null;
}
