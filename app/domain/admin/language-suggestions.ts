import { LANGUAGE_NAMES, type LeadLanguage } from "#app/domain/lead-language";

type Speaker = { id: number; name: string; languages: readonly string[] };

/**
 * Whom to suggest for a lead: for a lead who asked in another language than English,
 * the advisors who speak it first (in their order), then the others; for an English lead, everyone as
 * they come. `speakers` is empty when nobody has to be singled out.
 */
export function languageSuggestions<T extends Speaker>(advisors: readonly T[], language: LeadLanguage): { speakers: T[]; others: T[] } {
  if (language === "en") return { speakers: [], others: [...advisors] };
  return {
    speakers: advisors.filter((advisor) => advisor.languages.includes(language)),
    others: advisors.filter((advisor) => !advisor.languages.includes(language)),
  };
}

/** The line above the assignment list of a lead in another language, or null for an English lead. */
export function suggestionHint(language: LeadLanguage, speakers: number): string | null {
  if (language === "en") return null;
  const name = LANGUAGE_NAMES[language];
  return speakers > 0
    ? `This lead asked in ${name}: advisors who speak ${name} are listed first.`
    : `This lead asked in ${name}, and no enabled advisor has recorded speaking it.`;
}

/**
 * A My day list with the leads in `language` first: `inLanguage` (those leads, in the
 * list's order), then the list's others, at most `max`. The list itself may hold some of `inLanguage`.
 */
export function languageFirst<T extends { id: string; language: LeadLanguage }>(
  inLanguage: readonly T[],
  list: readonly T[],
  language: LeadLanguage,
  max: number,
): T[] {
  return [...inLanguage, ...list.filter((row) => row.language !== language)].slice(0, max);
}
