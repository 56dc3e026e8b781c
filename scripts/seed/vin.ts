// Builds 17-character VINs with a valid check digit (position 9) and the model-year code (position 10).

const LETTER_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789"; // 2010 = A ... cycles every 30 years

function value(char: string): number {
  return /\d/.test(char) ? Number(char) : (LETTER_VALUES[char] ?? 0);
}

export function modelYearCode(year: number): string {
  return YEAR_CODES[(year - 2010 + 30) % 30] ?? "A";
}

/** prefix: the 8 characters of WMI and vehicle descriptor; plant: one character; serial: six digits. */
export function buildVin(prefix: string, year: number, plant: string, serial: number): string {
  const draft = `${prefix}0${modelYearCode(year)}${plant}${String(serial).padStart(6, "0")}`;
  const sum = [...draft].reduce((total, char, i) => total + value(char) * (WEIGHTS[i] ?? 0), 0);
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}
