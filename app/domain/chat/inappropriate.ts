import {
  collapseDuplicatesTransformer,
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  pattern,
  RegExpMatcher,
  remapCharactersTransformer,
  toAsciiLowerCaseTransformer,
} from "obscenity";

// SPEC §5: profanity, slurs and sexual words come from a maintained list (obscenity); self-harm phrases
// are ours. The list is most of the chat's JavaScript, so the browser loads this module only once the
// visitor starts answering (app/components/chat/inappropriate-check.ts) and hands it to the engine; the
// server imports it directly and checks every saved answer with it. Both lists apply on both sites:
// a Spanish insult typed on /chatbot is a strike, and an English one on /es/chatbot.

// Ordinary words the English list takes for insults: Spanish ("negro" is black, "cumpleaños" a birthday,
// "análisis" an analysis), the diesel a truck buyer asks for, and names and places people give as theirs
// (Analisa, Cummings, Fagundes). A match inside one of these is no match; the insult alone still is.
const ORDINARY_WORDS = [
  "negro",
  "negra",
  "negros",
  "negras",
  "cumpl",
  "anali",
  "análi",
  "cummins",
  "cumming",
  "fagan",
  "fagin",
  "fagundes",
  "faggin",
  "dickerson",
  "dickinson",
  "shitara",
  "slutsky",
];
const englishWords = englishDataset.build();
const englishWithOrdinaryWords = { ...englishWords, whitelistedTerms: [...(englishWords.whitelistedTerms ?? []), ...ORDINARY_WORDS] };
const english = new RegExpMatcher({ ...englishWithOrdinaryWords, ...englishRecommendedTransformers });

/**
 * obscenity has English only: this is our Spanish list, the common profanity, slurs and
 * sexual words of Mexican, Central American, Caribbean and Spain's Spanish, kept short. Every pattern
 * is a whole word (`|…|`), or a word's start where only its profane family begins so ("pendej…"), so
 * "computadora", "disputa", "ridículo", "Cabrera", "Vergara" and "Culiacán" pass. Words that are also
 * ordinary in some country (coger, pinche, concha, cono) are left out: a false strike ends a chat.
 */
const SPANISH_WORDS: [string, ReturnType<typeof pattern>[]][] = [
  ["puta", [pattern`|puta|`, pattern`|putas|`, pattern`|puto|`, pattern`|putos|`, pattern`|hijueputa|`, pattern`|hdp|`]],
  ["pendejo", [pattern`|pendej`]],
  ["cabrón", [pattern`|cabron|`, pattern`|cabrona|`, pattern`|cabrones|`]],
  ["chingar", [pattern`|chinga`, pattern`|chingon|`, pattern`|chingue`]],
  ["verga", [pattern`|verga|`, pattern`|vergas|`]],
  ["mierda", [pattern`|mierd`]],
  ["coño", [pattern`|coño|`]],
  ["culo", [pattern`|culo|`, pattern`|culos|`, pattern`|culero|`, pattern`|culera|`, pattern`|culiao|`, pattern`|culiado|`]],
  ["joder", [pattern`|joder|`, pattern`|jodete|`, pattern`|jodido|`, pattern`|jodida|`]],
  ["maricón", [pattern`|maricon|`, pattern`|maricones|`, pattern`|marica|`]],
  ["joto", [pattern`|joto|`, pattern`|jotos|`]],
  ["mamón", [pattern`|mamon|`, pattern`|mamada|`, pattern`|mamadas|`]],
  ["gilipollas", [pattern`|gilipollas|`]],
  ["zorra", [pattern`|zorra|`, pattern`|zorras|`]],
  ["malparido", [pattern`|malparid`]],
  ["carajo", [pattern`|carajo|`]],
  ["follar", [pattern`|follar|`]],
  ["panocha", [pattern`|panocha|`]],
  ["sudaca", [pattern`|sudaca|`, pattern`|sudacas|`]],
  ["mayate", [pattern`|mayate|`]],
];

const spanishDataset = new DataSet<{ originalWord: string }>();
for (const [word, patterns] of SPANISH_WORDS)
  spanishDataset.addPhrase((phrase) =>
    patterns.reduce((built, each) => built.addPattern(each), phrase.setMetadata({ originalWord: word })),
  );

/**
 * Accents read as their letters ("cabrón" as "cabron", "MARICÓN" too), digits as the letters they stand
 * for ("p3ndejo"), case ignored; repeated letters collapse ("puuuta"), but a Spanish double r or l stays ("zorra").
 */
const spanish = new RegExpMatcher({
  ...spanishDataset.build(),
  blacklistMatcherTransformers: [
    // obscenity's leetspeak reads "!" as "i", so "¡Cabrón!" would be "cabroni": ours leaves punctuation alone.
    remapCharactersTransformer({ a: "áàäÁÀÄ4@", e: "éèëÉÈË3", i: "íìïÍÌÏ1", o: "óòöÓÒÖ0", u: "úùüÚÙÜ", s: "5$", ñ: "Ñ" }),
    toAsciiLowerCaseTransformer(),
    collapseDuplicatesTransformer({
      defaultThreshold: 1,
      customThresholds: new Map([
        ["r", 2],
        ["l", 2],
      ]),
    }),
  ],
});

const SELF_HARM = new RegExp(
  [
    "\\b(kill(ing)? my ?self|suicid(e|al)|end(ing)? my life|want to die|self[- ]?harm|hurt(ing)? my ?self",
    "|matarme|suicidarme|quitarme la vida|me quiero morir|quiero morirme|hacerme da[nñ]o)\\b",
  ].join(""),
  "i",
);

/**
 * How an answer is read: a message as written, digits and signs taken for the letters they can stand for;
 * a phone number or an email address by its letters alone, since there a digit is a digit ("455…" is no
 * "ass", "fa4" no "fag") and an "@" no "a".
 */
export type ScreenedAs = "message" | "contact";

export function isInappropriate(text: string, as: ScreenedAs = "message"): boolean {
  const screened = as === "contact" ? text.replace(/[^\p{L}]+/gu, " ") : text;
  return english.hasMatch(screened) || spanish.hasMatch(screened) || SELF_HARM.test(screened);
}
