import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Locale } from "./locale";
import { type Catalogue, en, type MessageKey } from "./messages/en";
import { es } from "./messages/es";
import type { Translate } from "#app/domain/message";
import { type CompiledMessages, translator } from "./translate";

// Decision record 029: the catalogue is compiled here, on the server, and each page is sent the compiled
// messages of its own language and of the namespaces it shows; the browser never loads the compiler.

const CATALOGUES: Record<Locale, Catalogue> = { en, es };

/** A message key's first segment: who needs it. */
export type Namespace = MessageKey extends `${infer N}.${string}` ? N : never;

/** Every page: the header, footer, newsletter box and the lead forms the header opens. */
export const EVERY_PAGE: readonly Namespace[] = ["site", "form"];

const compiled = new Map<string, CompiledMessages>();

/** The compiled messages of one namespace in one language, compiled once per isolate. */
function namespaceMessages(locale: Locale, namespace: Namespace): CompiledMessages {
  const cacheKey = `${locale}:${namespace}`;
  const cached = compiled.get(cacheKey);
  if (cached) return cached;
  const messages: CompiledMessages = {};
  for (const [key, message] of Object.entries(CATALOGUES[locale])) {
    if (key.startsWith(`${namespace}.`)) messages[key] = compileMessageOrThrow(message) as CompiledMessages[string];
  }
  compiled.set(cacheKey, messages);
  return messages;
}

/**
 * The translator on the server, for the words it says itself: the forms' answers, the error page's words, the
 * visitor emails, the chat's checks.
 */
export function serverTranslator(locale: Locale, namespaces: readonly Namespace[]): Translate {
  return translator(locale, pageMessages(locale, namespaces).messages);
}

/** Each language's messages of a set of namespaces, merged once per isolate: every page view asks for the same few sets. */
const merged = new Map<string, CompiledMessages>();

/** What a loader sends the browser: the page's language and its namespaces' compiled messages (never to be changed). */
export function pageMessages(locale: Locale, namespaces: readonly Namespace[]) {
  const cacheKey = `${locale}:${namespaces.join(",")}`;
  let messages = merged.get(cacheKey);
  if (!messages) {
    messages = Object.assign({}, ...namespaces.map((ns) => namespaceMessages(locale, ns))) as CompiledMessages;
    merged.set(cacheKey, messages);
  }
  return { locale, messages };
}
