// With its extension: scripts/advisor.ts loads this file in plain Node.
import { ADVISOR_PASSWORD, NOTE_MAX_LENGTH } from "./advisor.ts";

/** What the admin's forms say when they refuse something (the pages and the actions share them). */
export const ADVISOR_FORM_MESSAGES = {
  passwordTooShort: `Use at least ${ADVISOR_PASSWORD.minLength} characters.`,
  passwordTooLong: `Use at most ${ADVISOR_PASSWORD.maxLength} characters.`,
  passwordsDiffer: "The two new passwords are not the same.",
  currentPasswordWrong: "Your current password is not right.",
  passwordChanged: "Your password is changed. Your other sessions have ended.",
  noPassword: "You sign in through Cloudflare Access; no password is set for you here.",
  noteEmpty: "Write the note first.",
  noteTooLong: `A note is at most ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`,
  unknownAdvisor: "Choose an advisor from the list.",
  unknownAction: "Choose a status, or tick the box to confirm the deletion.",
  reasonNeeded: "Say why before closing the lead: write the reason in the note.",
  unknownOutcome: "Choose how the call went.",
  languagesNeeded: "Tick at least one language you speak.",
  languagesSaved: "Your languages are saved.",
} as const;
