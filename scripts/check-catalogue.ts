// npm run lint: the message catalogue is whole and used, and the pages that have a Spanish
// twin take every visitor-facing word from it. Exits 1 with one line per problem.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { en } from "#app/i18n/messages/en.ts";
import { es } from "#app/i18n/messages/es.ts";
import { literalsInComponent, mismatchedSlots, missingKeys, unusedKeys } from "./lib/catalogue-check.ts";

/**
 * The components and routes the /es pages render. Components not listed here (the prose pages, the
 * admin) are shown on English-only pages (app/i18n/twins.ts) and join when translated.
 */
const TRANSLATED = [
  "app/root.tsx",
  "app/routes/landing.tsx",
  "app/routes/landing-v2.tsx",
  "app/routes/chatbot.tsx",
  "app/routes/chat-intro.tsx",
  "app/components/chat",
  "app/components/buyers",
  "app/routes/buyer-page.tsx",
  "app/routes/buyer-data.tsx",
  "app/routes/buyer-home.tsx",
  "app/routes/buyer-email.tsx",
  "app/routes/about.tsx",
  "app/routes/blog.tsx",
  "app/routes/privacy.tsx",
  "app/routes/newsletter-confirm.tsx",
  "app/routes/unsubscribe.tsx",
  "app/routes/terms.tsx",
  "app/components/landing",
  "app/components/advisor-hours.tsx",
  "app/components/bottom-lead-section.tsx",
  "app/components/form-field.tsx",
  "app/components/hero-search.tsx",
  "app/components/language-suggestion.tsx",
  "app/components/language-switch.tsx",
  "app/components/lead-form-fields.tsx",
  "app/components/lead-form.tsx",
  "app/components/lead-modal-host.tsx",
  "app/components/lead-modal.tsx",
  "app/components/lead-thank-you.tsx",
  "app/components/marketing-page.tsx",
  "app/components/mobile-nav-drawer.tsx",
  "app/components/newsletter-box.tsx",
  "app/components/notice-page.tsx",
  "app/components/open-modal-button.tsx",
  "app/components/phone-link.tsx",
  "app/components/privacy-rights.tsx",
  "app/components/prose-page.tsx",
  "app/components/section-links.tsx",
  "app/components/site-footer.tsx",
  "app/components/site-header.tsx",
];
/** Components of the translated folders used only on pages with no Spanish twin yet (none today). */
const NOT_YET_TRANSLATED: string[] = [];

function files(path: string, extensions: RegExp): string[] {
  try {
    return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(path, entry.name), extensions) : extensions.test(entry.name) ? [join(path, entry.name)] : [],
    );
  } catch {
    return extensions.test(path) ? [path] : [];
  }
}

const problems: string[] = [];
const catalogues = { en, es };
problems.push(...missingKeys(catalogues), ...mismatchedSlots(catalogues, "en"));

// The Worker says messages too (the forms' answers, the chat's checks).
const sources = ["app", "worker"]
  .flatMap((folder) => files(folder, /\.tsx?$/))
  .filter((file) => !file.startsWith(join("app", "i18n", "messages")) && !/\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(file, "utf8"));
for (const key of unusedKeys(Object.keys(en), sources)) problems.push(`unused key ${key}`);

for (const file of TRANSLATED.flatMap((path) => files(path, /\.tsx$/))) {
  if (NOT_YET_TRANSLATED.includes(file) || /\.test\.tsx$/.test(file)) continue;
  for (const { line, text } of literalsInComponent(readFileSync(file, "utf8")))
    problems.push(`${file}:${line} text outside the catalogue: ${text}`);
}

if (problems.length > 0) {
  console.error(`Message catalogue (app/i18n/messages):\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`Message catalogue: ${Object.keys(en).length} keys in en and es, all used; translated components take their text from it.`);
