import type { MessageKey } from "#app/i18n/messages/en";

/** The values of a message's placeholders: `{ address: "ana@gmail.com" }` for "Did you mean {address}?". */
export type MessageValues = Record<string, string | number>;

/**
 * What a rule says, a form's and the chat's alike: a catalogue key and its values. A translator says it in
 * a language, on the server and in the browser alike (app/i18n/translate.ts).
 */
export type Message = { key: MessageKey; values?: MessageValues };

/** A catalogue message in one language: the page's translator in the browser, `serverTranslator` on the server. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;
