import { type Catalogue, en } from "~/i18n/messages/en";
import type { Translate } from "./messages";

/**
 * A catalogue's messages with their {values} filled in, for the server and the domain's tests: the
 * chat's messages are plain ICU placeholders (app/i18n/chat-catalogue.test.ts holds them to it), so
 * neither needs the compiler the pages' messages go through (app/i18n/catalogue.server.ts). The Worker
 * checks answers in English: its 400s keep SPEC's wording whatever the page's language.
 */
export function plainTranslator(catalogue: Catalogue = en): Translate {
  return (key, values = {}) => catalogue[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ""));
}
