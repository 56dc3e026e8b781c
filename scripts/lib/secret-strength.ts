// Whether a secret looks random enough to be a key: `deploy:check` refuses what a person types to get past
// a length check (32 "a"s, "abab…", "0123…" twice, the alphabet), since every key here signs something a
// stranger could forge with it (form tokens, sessions, email links).

/** Keys are random strings at least this long (`openssl rand -hex 32` gives 64 characters). */
export const MIN_KEY_LENGTH = 32;
/** Fewer distinct characters than this is a pattern, not a key: 32 random hex characters hold 9 or more. */
export const MIN_DISTINCT_CHARACTERS = 8;
/**
 * The least information a key may hold, as its characters' frequencies estimate it (length × Shannon
 * entropy per character): 32 random hex characters estimate at 93 bits or more, "abab…" at 32.
 */
export const MIN_ESTIMATED_BITS = 80;
const CONSECUTIVE_SHARE = 0.5;

/** Why the value is too weak to be a key, or null when it may be one. */
export function weakKeyProblem(value: string, minLength = MIN_KEY_LENGTH): string | null {
  const chars = [...value];
  if (chars.length < minLength) return `is shorter than ${minLength} characters (make one with \`openssl rand -hex 32\`)`;
  const distinct = new Set(chars).size;
  if (distinct < MIN_DISTINCT_CHARACTERS)
    return `has only ${distinct} distinct character${distinct === 1 ? "" : "s"}: make a random one with \`openssl rand -hex 32\``;
  const unit = repeatedUnit(value);
  if (unit) return `is "${unit.slice(0, 8)}${unit.length > 8 ? "…" : ""}" repeated: make a random one with \`openssl rand -hex 32\``;
  if (consecutiveShare(chars) > CONSECUTIVE_SHARE)
    return "is a run of consecutive characters: make a random one with `openssl rand -hex 32`";
  if (estimatedBits(chars) < MIN_ESTIMATED_BITS) return "is too predictable to be a key: make a random one with `openssl rand -hex 32`";
  return null;
}

/** The shortest piece the value is made of, repeated, or null when it is not one piece repeated. */
function repeatedUnit(value: string): string | null {
  for (let size = 1; size <= value.length / 2; size += 1) {
    if (value.length % size === 0 && value.slice(0, size).repeat(value.length / size) === value) return value.slice(0, size);
  }
  return null;
}

/** The share of neighbouring characters one code point apart ("abcd", "9876"). */
function consecutiveShare(chars: string[]): number {
  let steps = 0;
  for (let i = 1; i < chars.length; i += 1) {
    if (Math.abs((chars[i]?.codePointAt(0) ?? 0) - (chars[i - 1]?.codePointAt(0) ?? 0)) === 1) steps += 1;
  }
  return steps / Math.max(1, chars.length - 1);
}

function estimatedBits(chars: string[]): number {
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perCharacter = 0;
  for (const n of counts.values()) perCharacter -= (n / chars.length) * Math.log2(n / chars.length);
  return perCharacter * chars.length;
}
