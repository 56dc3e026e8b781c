// The catalogue's checks, run by `npm run lint` (scripts/check-catalogue.ts) and unit-tested.
// Pure functions over the catalogues and source texts; the runner reads the files.

export type Catalogues = Record<string, Record<string, string>>;

/** Keys one language has and another lacks: "es lacks landing.hero.title". */
export function missingKeys(catalogues: Catalogues): string[] {
  const all = new Set(Object.values(catalogues).flatMap((messages) => Object.keys(messages)));
  const problems: string[] = [];
  for (const [locale, messages] of Object.entries(catalogues)) {
    for (const key of all) if (!(key in messages)) problems.push(`${locale} lacks ${key}`);
  }
  return problems;
}

/** The placeholders ({name}, plurals' {count, …}) and element tags (<0>, <0/>) of a message, sorted. */
export function slots(message: string): string[] {
  const found = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) if (match[1]) found.add(`{${match[1]}}`);
  for (const match of message.matchAll(/<(\d+)\/?>/g)) if (match[1]) found.add(`<${match[1]}>`);
  return [...found].sort();
}

/** Messages whose translation drops or invents a placeholder or an element tag. */
export function mismatchedSlots(catalogues: Catalogues, reference: string): string[] {
  const base = catalogues[reference] ?? {};
  const problems: string[] = [];
  for (const [locale, messages] of Object.entries(catalogues)) {
    if (locale === reference) continue;
    for (const [key, message] of Object.entries(messages)) {
      const want = slots(base[key] ?? "").join(" ");
      const got = slots(message).join(" ");
      if (want !== got) problems.push(`${locale} ${key} has [${got}] where ${reference} has [${want}]`);
    }
  }
  return problems;
}

/** Keys no source names as a quoted string: a message nobody shows. */
export function unusedKeys(keys: readonly string[], sources: readonly string[]): string[] {
  const text = sources.join("\n");
  return keys.filter((key) => !text.includes(`"${key}"`) && !text.includes(`'${key}'`) && !text.includes(`\`${key}\``));
}

/** Attributes a visitor reads or hears. */
const VISIBLE_ATTRIBUTES = ["aria-label", "placeholder", "title", "alt", "label", "intro", "heading", "submitLabel"];

/**
 * Visitor-facing text written into a component instead of taken from the catalogue: JSX text with a
 * letter in it, and a quoted or template string with a letter in a visible attribute. Lines are
 * 1-based. Comments are blanked first (their line breaks kept).
 */
export function literalsInComponent(source: string): { line: number; text: string }[] {
  const code = source
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, (comment) => comment.replace(/[^\n]/g, " "))
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .replace(/(^|[^:"'`])\/\/[^\n]*/g, (comment, before: string) => before + " ".repeat(comment.length - before.length));
  const found: { line: number; text: string }[] = [];
  const lineOf = (index: number) => code.slice(0, index).split("\n").length;
  const letter = /\p{L}/u;
  // Text between a tag's end and the next tag or expression: `>Skip to content<` or `>Save {`.
  for (const match of code.matchAll(/(?<![=-])>([^<>{}]+)(?=[<{])/g)) {
    const text = match[1]?.trim() ?? "";
    if (text !== "" && letter.test(text) && !/[;=()]/.test(text)) found.push({ line: lineOf(match.index), text });
  }
  for (const name of VISIBLE_ATTRIBUTES) {
    const attribute = new RegExp(`\\s${name}=(?:"([^"]*)"|\\{\`([^\`]*)\`\\})`, "g");
    for (const match of code.matchAll(attribute)) {
      const text = (match[1] ?? match[2] ?? "").replace(/\$\{[^}]*\}/g, "");
      if (letter.test(text)) found.push({ line: lineOf(match.index), text: `${name}: ${text.trim()}` });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}
