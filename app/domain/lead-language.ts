import { z } from "zod";

/**
 * The language a visitor asked in: English pages send nothing (or "en"), the /es pages
 * "es". Every lead and every request stores it, so an advisor who speaks it takes the lead, and advisors
 * record the languages they speak with the same codes.
 */
export const LEAD_LANGUAGES = ["en", "es"] as const;
export type LeadLanguage = (typeof LEAD_LANGUAGES)[number];

export const DEFAULT_LEAD_LANGUAGE: LeadLanguage = "en";

/** The badge the admin shows beside a lead, and the language's name in the advisor's (English) pages. */
export const LANGUAGE_BADGES: Record<LeadLanguage, string> = { en: "EN", es: "ES" };
export const LANGUAGE_NAMES: Record<LeadLanguage, string> = { en: "English", es: "Spanish" };

export const isLeadLanguage = (value: unknown): value is LeadLanguage => LEAD_LANGUAGES.some((language) => language === value);

/** The language a public write asks to be answered in: its own `language`, or English when it names none we speak. */
export function languageOf(input: unknown): LeadLanguage {
  const language = typeof input === "object" && input !== null && "language" in input ? input.language : undefined;
  return isLeadLanguage(language) ? language : DEFAULT_LEAD_LANGUAGE;
}

/**
 * The optional `language` of every public write (a JSON field, or a hidden form field named `language`
 * for posts without JavaScript, read as absent when empty): absent is English; anything but the two codes
 * is refused.
 */
export const leadLanguageSchema = z.enum(LEAD_LANGUAGES, { error: "Choose English or Spanish." }).default(DEFAULT_LEAD_LANGUAGE);

/** An advisor's languages as typed ("en,es", "es"): each code once, English first; null when one is unknown. */
export function parseLanguages(text: string): LeadLanguage[] | null {
  const codes = text
    .split(/[\s,]+/)
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);
  if (codes.length === 0 || !codes.every(isLeadLanguage)) return null;
  return LEAD_LANGUAGES.filter((language) => codes.includes(language));
}
