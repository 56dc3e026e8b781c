import type { SliderRange } from "./budget";
import type { Choice } from "./choices";
import type { Message, Translate } from "#app/domain/message";

// The shape of the chat flow (SPEC §4): its question keys, the answers and context it reads, and the
// kinds of node the engine (engine.ts) walks. The table itself is flow.ts.

export const NODE_KEYS = [
  "greeting",
  "name",
  "zipCode",
  "vehicleType",
  "timeline",
  "experience",
  "knowsVehicle",
  "make",
  "model",
  "year",
  "trim",
  "dealerQuote",
  "dealerQuoteUpload",
  "bodyStyle",
  "location",
  "passengers",
  "dailyDriving",
  "priorities",
  "financingType",
  "budget",
  "suggestions",
  "creditRange",
  "tradeIn",
  "tradeInMake",
  "tradeInModel",
  "tradeInYear",
  "tradeInMileage",
  "tradeInCondition",
  "tradeInPayoff",
  "summary",
  "readyToTalk",
  "phone",
  "email",
  "lastName",
  "notes",
  "complete",
  "articles",
  "newsletterSignup",
  "newsletterEmail",
  "newsletterConfirmation",
  "moreArticles",
  "followUpText",
  "followUpReply",
  "followUp",
  "goodbye",
  "farewell",
] as const;
export type NodeKey = (typeof NODE_KEYS)[number];

/** Everything the visitor has answered, by question key (kept whole in leads.answers). */
export type Answers = Record<string, string | string[] | number | undefined>;
/**
 * `newsletterConfirms`: visitor email is on, so a newsletter answer is followed by a confirmation link.
 * `t`: everything the chat says comes from the catalogue through it.
 */
export type FlowContext = { currentYear: number; brand: string; phoneDisplay: string; newsletterConfirms: boolean; t: Translate };

export type Next = (a: Answers) => NodeKey;
type Text = (a: Answers, c: FlowContext) => string;

type Base = { prompt: Text; next: Next; optional?: boolean };
export type ChatNode =
  | (Base & { kind: "choice"; choices: (a: Answers, c: FlowContext) => readonly Choice[] })
  | (Base & { kind: "multi"; choices: (a: Answers, c: FlowContext) => readonly Choice[]; max: number })
  | (Base & {
      kind: "text";
      validate: (value: string, a: Answers, c: FlowContext) => Message | undefined;
      normalize?: (value: string) => string;
      inputMode?: "text" | "numeric" | "email" | "tel";
      suggestions?: () => readonly string[];
      /** Answers offered as buttons; typing stays possible. */
      quickReplies?: (a: Answers, c: FlowContext) => readonly Choice[];
      allowEmpty?: boolean;
    })
  | (Base & { kind: "slider"; range: (a: Answers) => SliderRange })
  | (Base & { kind: "file" })
  | (Base & { kind: "message"; content?: "articles" | "completion" | "suggestions"; end?: boolean });
