import { LANGUAGE_BADGES, LANGUAGE_NAMES, type LeadLanguage } from "#app/domain/lead-language";

/**
 * The lead's language beside its name: shown for a lead who asked in another language
 * than English ("ES"); screen readers hear the language's name.
 */
export function LanguageBadge({ language }: { language: LeadLanguage }) {
  if (language === "en") return null;
  return (
    <span className="ml-1 inline-block rounded bg-sky-100 px-1.5 align-middle text-xs font-semibold text-sky-900">
      <span aria-hidden="true">{LANGUAGE_BADGES[language]}</span>
      <span className="sr-only">(asked in {LANGUAGE_NAMES[language]})</span>
    </span>
  );
}
