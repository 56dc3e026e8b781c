// Every business constant and message of SPEC §9 (and the form messages of §4, §5, §8) lives here once.
// The support phone and brand differ by environment and come from wrangler vars instead; advisor hours
// are in advisor-hours.ts.

export const PRICES = {
  consultation: 0,
  fullService: 595,
  whiteGlove: 995,
  cpoFlatFee: 995,
} as const;

export const CLAIMS = {
  satisfactionPercent: 98,
  hoursSaved: 14,
  customers: "50K+",
  customerSavings: "$175M+",
  averageSavings: "$3,500",
  yearsServing: 25,
} as const;

export const CALLBACK_CLAIMS = {
  forms: "1-2 hours",
  chat: "a few hours",
  faq: "24 hours",
} as const;

export const FORM_LIMITS = {
  nameMinLength: 2,
  chatNameMaxLength: 50,
  phoneDigits: 10,
  zipDigits: 5,
  /** A submit sooner than this after the form was rendered is treated as a bot (SPEC §4). */
  minFillTimeMs: 3000,
  /** Ours: a form token older than this is expired; the visitor gets a fresh one and submits again. */
  maxFormTokenAgeMs: 2 * 60 * 60 * 1000,
  /** The fake success of a bot submit appears after this delay (SPEC §4). */
  fakeSuccessDelayMs: 1000,
  modalResetDelayMs: 300,
  newsletterMessageMs: 5000,
  greetingTypingMsPerChar: 50,
} as const;

/** Spam-database verdict: reject when frequency > 0 and confidence > 50 (SPEC §5). */
export const SPAM_THRESHOLD = { frequencyAbove: 0, confidenceAbove: 50 } as const;

/** A day, in milliseconds, for date arithmetic (UTC: time zones are handled where they matter). */
export const DAY_MS = 86_400_000;

export const CACHE_TTL_SECONDS = 24 * 60 * 60;

/** Ours: how long a Worker keeps the make list the marketing pages render, before reading KV again. */
export const PAGE_MAKES_MEMO_MS = 10 * 60 * 1000;

export const MODEL_YEAR_SPAN = 20;

export const COPYRIGHT_YEAR = 2025;

export const SERVICE_AREA = {
  californiaZipPrefixes: { from: 900, to: 961 },
} as const;

/** The advisors' back office (not in the spec: ours). Sign-in's own messages are in admin/sign-in.ts. */
export const ADMIN_MESSAGES = {
  unauthorized: "Sign in as an advisor to use this.",
} as const;

/** Limits of the public write endpoints (not in the spec: ours, to keep bots and floods out). */
export const API_LIMITS = {
  maxJsonBodyBytes: 16 * 1024,
  /** Any non-GET request to a page (a form posted without JavaScript), refused past this before it is read. */
  maxPageBodyBytes: 64 * 1024,
  /** A chat save carries the whole transcript, so it gets more room than a lead form's JSON. */
  maxChatBodyBytes: 64 * 1024,
  maxTextField: 200,
  maxUrlField: 2048,
} as const;

/**
 * The rate limit's refusal in the API's answers and the advisors' pages, which speak English; a visitor's page says the
 * catalogue's `site.rateLimited` in its own language.
 */
export const RATE_LIMIT_MESSAGE = "Too many requests. Please wait a minute and try again.";
/** Every Workers Rate Limiting binding counts over this window (wrangler.toml's `period`), so a 429's Retry-After says it. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** SPEC §9: missing stock images are cached 5 deals at a time with a 1-second pause; each is estimated at 0.1 MB and $0.01. */
export const IMAGE_CACHE = {
  batchSize: 5,
  batchPauseMs: 1000,
  mbPerImage: 0.1,
  dollarsPerImage: 0.01,
  /** Ours, not the spec's: the back office lists this many of the newest cached images beside the total count. */
  recentListed: 20,
} as const;

/** Ours: deals per page of the back-office list, so one page stays one small D1 query. */
export const ADMIN_DEALS_PAGE_SIZE = 50;

/**
 * New-lead webhook deliveries: retried after 30 s, 1, 2 and 4 min, then parked on the dead-letter queue.
 * The consumer gives up at maxAttempts itself; max_retries in wrangler.toml is only the net for a crash.
 */
export const LEAD_WEBHOOK_RETRY = {
  maxAttempts: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 10 * 60,
} as const;
