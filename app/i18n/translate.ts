import { kept } from "#app/domain/kept";
import type { MessageValues, Translate } from "#app/domain/message";
import type { Locale } from "./locale";
import { INTL_LOCALE } from "./locale";

// The one translator, on the server and in the browser: it says a catalogue key in a language. Messages
// arrive compiled by Lingui's compiler (@lingui/message-utils, on the server: catalogue.server.ts), and this
// reads Lingui's compiled form: text, a value ([name]), and plural, selectordinal or select ([name, kind,
// cases]; "#" is the number, an exact "=0" case is keyed "0"). @lingui/core reads it too, but weighs more
// than the chat page's JavaScript budget has room for (decision record 029). No React here: the pages'
// islands import it as it is.

/** One piece of a compiled message. */
export type CompiledPart = string | [string] | [string, string] | [string, string, Record<string, CompiledPart[] | string>];
export type CompiledMessages = Record<string, CompiledPart[]>;

/** Loader data that carries messages (the root's, and a page's own namespaces). */
export type WithMessages = { locale: Locale; messages: CompiledMessages };

export function hasMessages(data: unknown): data is WithMessages {
  return typeof data === "object" && data !== null && "messages" in data && "locale" in data;
}

function render(parts: CompiledPart[] | string, values: MessageValues, locale: string, count?: number): string {
  if (typeof parts === "string") return parts;
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") {
      out += part === "#" && count !== undefined ? numberFormat(locale).format(count) : part;
      continue;
    }
    const [name, kind, cases] = part;
    const value = values[name];
    if (kind === undefined || cases === undefined || typeof cases !== "object") {
      out += value === undefined ? "" : String(value);
    } else if (kind === "select") {
      out += render(cases[String(value)] ?? cases.other ?? "", values, locale, count);
    } else {
      const n = Number(value);
      const rule = pluralRules(locale, kind === "selectordinal" ? "ordinal" : "cardinal").select(n);
      out += render(cases[String(n)] ?? cases[rule] ?? cases.other ?? "", values, locale, n);
    }
  }
  return out;
}

// Made when a message first needs them and kept: making an Intl formatter costs far more than using it.
const NUMBER_FORMATS = new Map<string, Intl.NumberFormat>();
const PLURAL_RULES = new Map<string, Intl.PluralRules>();

const numberFormat = (locale: string) => kept(NUMBER_FORMATS, locale, () => new Intl.NumberFormat(locale));

const pluralRules = (locale: string, type: Intl.PluralRuleType) =>
  kept(PLURAL_RULES, `${locale}:${type}`, () => new Intl.PluralRules(locale, { type }));

/** The translator of one page's messages; a key it was not sent reads as the key itself. */
export function translator(locale: Locale, messages: CompiledMessages): Translate {
  const intlLocale = INTL_LOCALE[locale];
  return (key, values = {}) => {
    const message = messages[key];
    return message === undefined ? key : render(message, values, intlLocale);
  };
}

/** The translator of whatever loader data a meta function sees (meta runs outside React's tree). */
export function translatorFromData(locale: Locale, datas: unknown[]): Translate {
  return translator(locale, messagesFromData(locale, datas));
}

/** The merge of a sequence of message objects, found by following the objects in order from the root. */
type MergeNode = { merged?: CompiledMessages; next: WeakMap<CompiledMessages, MergeNode> };
const MERGES: MergeNode = { next: new WeakMap() };

/**
 * The messages of the loader data in one language, merged in order (a later route's key wins). On the server
 * every page view of a route is sent the same objects (catalogue.server.ts keeps them), so each set is merged
 * once and the merge is kept while its objects live, rather than copied again for every render and meta.
 * Never to be changed by its reader.
 */
export function messagesFromData(locale: Locale, datas: readonly unknown[]): CompiledMessages {
  const sources = datas.flatMap((data) => (hasMessages(data) && data.locale === locale ? [data.messages] : []));
  let node = MERGES;
  for (const source of sources) node = kept(node.next, source, () => ({ next: new WeakMap() }));
  const merged: CompiledMessages = node.merged ?? Object.assign({}, ...sources);
  node.merged = merged;
  return merged;
}
