import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Locale } from "./locale";
import type { MessageKey } from "./messages/en";

/** Lingui's compiled form of each message: plain text, or text and placeholders in an array. */
export type CompiledMessages = Messages;

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Loader data that carries messages (the root's, and a page's own namespaces). */
export type WithMessages = { locale: Locale; messages: CompiledMessages };

export function hasMessages(data: unknown): data is WithMessages {
  return typeof data === "object" && data !== null && "messages" in data && "locale" in data;
}

/** One Lingui instance for the messages a page was sent, however many loaders sent them. */
export function createI18n(locale: Locale, messages: CompiledMessages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}

export function translator(i18n: I18n): Translate {
  return (key, values) => i18n._(key, values);
}

/** The translator of whatever loader data a meta function sees (meta runs outside React's tree). */
export function translatorFromData(locale: Locale, datas: unknown[]): Translate {
  const messages: CompiledMessages = {};
  for (const data of datas) if (hasMessages(data)) Object.assign(messages, data.messages);
  return translator(createI18n(locale, messages));
}
