import fc from "fast-check";

// Hostile inputs shared by the fuzz suites: wrong shapes and types, huge, odd unicode and control
// characters, prototype keys, SQL and HTML fragments, broken JSON, wrong content types and headers.

export const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "propertyIsEnumerable",
  "toLocaleString",
];

const SQL = [
  "' OR 1=1 --",
  "'; DROP TABLE leads; --",
  "; DROP TABLE leads;",
  '" OR ""="',
  "1; SELECT * FROM leads",
  "admin'--",
  "' UNION SELECT sqlite_version(), null --",
  "%' AND 1=0 UNION ALL SELECT",
  "\\'; --",
  "0x7E4",
  "1e999",
];
const HTML = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg/onload=alert(1)>',
  "javascript:alert(1)",
  "{{constructor.constructor('return 1')()}}",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as the literal text.
  "${7*7}",
  "<!--",
  "]]>",
  "&lt;b&gt;",
  "<a href='//evil.example'>x</a>",
];
const UNICODE = [
  "\u202Eevil\u202C",
  "\u200B\u200C\u200D\uFEFF",
  "\uD800",
  "\uDFFF",
  "a\uDBFFb",
  "👩‍👩‍👧‍👦",
  "Z̤͔ͧ̑̓ä̖̭̈̇",
  "İ",
  "ß",
  "ﬃ",
  "１２３４５",
  "٩٤١٠٥",
  "Ω≈ç√",
  "田中",
  "مرحبا",
  "\u0000",
  "\u00A0",
  "\u2028\u2029",
  "\uFFFD",
  "\u{10FFFF}",
];

const controlChars = fc
  .array(fc.integer({ min: 0, max: 0x1f }), { minLength: 1, maxLength: 12 })
  .map((codes) => String.fromCharCode(...codes));
const loneSurrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 4 })
  .map((codes) => String.fromCharCode(...codes));
const fragment = fc.oneof(
  fc.constantFrom(...SQL, ...HTML, ...UNICODE, ...PROTOTYPE_KEYS),
  controlChars,
  loneSurrogates,
  fc.string({ unit: "binary", maxLength: 20 }),
);

/** Up to ~100 KB: a fragment repeated, so generating it costs nothing and the size is real. */
export const hugeString = fc
  .tuple(fragment, fc.integer({ min: 1_000, max: 100_000 }))
  .map(([piece, length]) => (piece || "x").repeat(Math.ceil(length / Math.max(1, (piece || "x").length))).slice(0, length));

/** Short hostile text, now and then a huge one. */
export const hostileString = fc.oneof(
  { arbitrary: fragment, weight: 6 },
  { arbitrary: fc.array(fragment, { maxLength: 6 }).map((parts) => parts.join("")), weight: 3 },
  { arbitrary: fc.string({ maxLength: 300 }), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
);

/**
 * Text a person might type with control characters slipped in (NUL, bell, escape, DEL, C1's NEL), where a
 * form or a search reads free text: the start, the middle or the end of a name, a note or a search.
 */
export const controlText = fc
  .tuple(
    fc.oneof(fc.constantFrom("dana", "María José", "O'Neil-Smith", "415 555 0199", "Called, no answer.", ""), fragment),
    fc.oneof(controlChars, fc.constantFrom("\u0000", "\u007f", "\u0085", "\u009b", "ab\u0000", "\u0000\u0000\u0000")),
    fc.nat(),
  )
  .map(([text, control, at]) => {
    const cut = at % (text.length + 1);
    return `${text.slice(0, cut)}${control}${text.slice(cut)}`;
  });

/** A value of any JSON type, or a number, array or object where a string belongs. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(""),
  fc.array(fc.oneof(fc.integer(), hostileString), { maxLength: 5 }),
  fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, "a", "0"), fc.oneof(fc.integer(), fc.string()), { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Objects with the endpoint's own field names (and prototype keys) holding values of the wrong type. */
export function wrongFields(fields: readonly string[]) {
  return fc.dictionary(fc.constantFrom(...fields, ...PROTOTYPE_KEYS), wrongValue, { maxKeys: fields.length + 2 });
}

export type Mutation = { drop: string } | { set: string; value: unknown };

/** How to spoil a valid body: drop a field, give one a wrong value, or add a prototype key. */
export function mutation(keys: readonly string[], values: fc.Arbitrary<unknown> = wrongValue): fc.Arbitrary<Mutation> {
  return fc.oneof(
    { arbitrary: fc.record({ set: fc.constantFrom(...keys), value: values }), weight: 3 },
    { arbitrary: fc.record({ drop: fc.constantFrom(...keys) }), weight: 1 },
    { arbitrary: fc.record({ set: fc.constantFrom(...PROTOTYPE_KEYS), value: values }), weight: 1 },
  );
}

export function applyMutation(valid: Record<string, unknown>, change: Mutation): Record<string, unknown> {
  if ("drop" in change) return Object.fromEntries(Object.entries(valid).filter(([key]) => key !== change.drop));
  return withOwnKey(valid, change.set, change.value);
}

/** Adds the key as an own property even when it is "__proto__", as JSON.parse would. */
export function withOwnKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

const MALFORMED_JSON = [
  "",
  "{",
  "}",
  '{"a":',
  "[1,2",
  "nul",
  "'single'",
  '{"a":1,}',
  "\uFEFF{}",
  "{}garbage",
  '{"a" 1}',
  "NaN",
  "undefined",
  '{"__proto__":',
  '"unterminated',
  '{"a":"\\u12"}',
  "[]]",
  "\u0000",
];

/** Request body text: JSON of the given values, broken JSON, deep nesting or random text. */
export function bodyText(values: fc.Arbitrary<unknown>) {
  const json = values.map((v) => JSON.stringify(v) ?? "");
  return fc.oneof(
    { arbitrary: json, weight: 10 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), weight: 2 },
    { arbitrary: fc.constantFrom(...MALFORMED_JSON), weight: 1 },
    { arbitrary: fc.tuple(json, fc.nat()).map(([text, cut]) => text.slice(0, cut % (text.length + 1))), weight: 1 },
    { arbitrary: fc.integer({ min: 100, max: 6_000 }).map((n) => "[".repeat(n) + "]".repeat(n)), weight: 1 },
    { arbitrary: hostileString, weight: 1 },
  );
}

/**
 * Header values as they arrive over HTTP: ASCII with control characters (fetch refuses only NUL, CR
 * and LF); the hostile unicode travels percent-encoded, as a client that sends it would have to.
 */
const headerValue = hostileString.map((s) =>
  s
    .replace(/[\0\r\n]/g, " ")
    .replace(/[^\p{ASCII}]+/gu, (run) => encodeURIComponent(run.toWellFormed()))
    .slice(0, 8_000),
);

/**
 * Mostly JSON or text types; now and then one the API does not speak. (workerd logs a warning each
 * time a body with a non-text type is read as text, so those are kept rare to keep the output readable.)
 */
export const contentType = fc.oneof(
  {
    arbitrary: fc.constantFrom("application/json", "text/plain", "application/json; charset=utf-16", "APPLICATION/JSON", "text/html"),
    weight: 60,
  },
  {
    arbitrary: fc.constantFrom(
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/xml",
      "",
      "*/*",
      "application/json, text/html",
    ),
    weight: 1,
  },
  { arbitrary: headerValue, weight: 1 },
);

/** Optional hostile headers; the client address is added by the sender so the rate limit stays out of the way. */
export const hostileHeaders = fc.record(
  {
    "user-agent": headerValue,
    cookie: fc.oneof(headerValue, fc.constant("__proto__=1; constructor=2; session=' OR 1=1 --")),
    authorization: fc.oneof(
      headerValue,
      headerValue.map((v) => `Bearer ${v}`),
    ),
    accept: headerValue,
    origin: headerValue,
    referer: headerValue,
    "x-forwarded-for": headerValue,
    "accept-language": headerValue,
  },
  { requiredKeys: [] },
);

/** The value in one run out of `every`, null in the others. */
export function rarely<T>(arbitrary: fc.Arbitrary<T>, every: number): fc.Arbitrary<T | null> {
  return fc.oneof({ arbitrary: fc.constant(null), weight: every - 1 }, { arbitrary, weight: 1 });
}

/** One client address many runs share, so the rate limit's 429 answer is fuzzed too. */
export const SHARED_ADDRESS = "198.51.100.7";

/**
 * Mostly null (the sender picks a fresh address, so inputs reach validation); now and then a hostile
 * one (made unique by the sender) or the shared one.
 */
export const addressOverride = fc.oneof(
  { arbitrary: fc.constant(null), weight: 36 },
  { arbitrary: headerValue.map((v) => v.slice(0, 200)), weight: 2 },
  { arbitrary: fc.constant(SHARED_ADDRESS), weight: 1 },
);

const QUERY_BREAKERS = ["%", "%E0%A4%A", "%00", "%ZZ", "+", "&&", "==", "=", "&=&", "%2526", "#", "[]", "a[b]=c"];

const queryValue = fc.oneof(hostileString, fc.integer().map(String), fc.constant(""));
const encodePairs = (pairs: [string, string][]) =>
  pairs.map(([k, v]) => `${encodeURIComponent(k.toWellFormed())}=${encodeURIComponent(v.toWellFormed())}`).join("&");

/**
 * Query strings: a valid one with a parameter spoiled, dropped, added or repeated (the first copy
 * counts), random pairs over the endpoint's names and prototype keys, or raw text with broken escapes.
 */
export function queryString(names: readonly string[], valid: Record<string, string> = {}) {
  const pair = fc.tuple(fc.constantFrom(...names, ...PROTOTYPE_KEYS), queryValue);
  const random = fc.array(pair, { maxLength: 6 }).map(encodePairs);
  const raw = fc
    .array(
      fc.oneof(
        fc.constantFrom(...QUERY_BREAKERS),
        pair.map(([k, v]) => `${k}=${v}`),
      ),
      { maxLength: 6 },
    )
    .map((parts) => parts.join("&"));
  const keys = Object.keys(valid);
  const spoiled =
    keys.length === 0
      ? random
      : fc.tuple(mutation(keys, queryValue), rarely(pair, 3)).map(([change, repeated]) => {
          const pairs = Object.entries(applyMutation(valid, change)).map(([k, v]): [string, string] => [k, String(v)]);
          return encodePairs(repeated ? [repeated, ...pairs] : pairs);
        });
  return fc
    .oneof({ arbitrary: spoiled, weight: 3 }, { arbitrary: random, weight: 2 }, { arbitrary: raw, weight: 1 })
    .map((q) => q.slice(0, 20_000));
}

/**
 * One request to a JSON endpoint: either a spoiled valid body (the sender builds the valid one, which
 * may need fresh tokens) or body text of the wrong shape; with or without a content type, hostile headers.
 */
export function jsonRequest(keys: readonly string[], values: fc.Arbitrary<unknown> = wrongValue) {
  const body = fc.oneof(
    mutation(keys, values).map((change) => ({ change })),
    bodyText(fc.oneof(wrongFields(keys), wrongValue)).map((text) => ({ text })),
  );
  return fc.record({ body, contentType: fc.option(contentType, { freq: 10 }), headers: hostileHeaders, address: addressOverride });
}

/** The body text a JSON request sends, given the valid body its mutation spoils. */
export function jsonText(body: { change: Mutation } | { text: string }, valid: Record<string, unknown>) {
  return "text" in body ? body.text : JSON.stringify(applyMutation(valid, body.change));
}
