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
  /** Ours (issue 13): a form token older than this is expired; the visitor gets a fresh one and submits again. */
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

/** Ours (issue 14): how long a Worker keeps the make list the marketing pages render, before reading KV again. */
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
  /** Any non-GET request to a page (a form posted without JavaScript), refused past this before it is read (issue 13). */
  maxPageBodyBytes: 64 * 1024,
  /** A chat save carries the whole transcript, so it gets more room than a lead form's JSON. */
  maxChatBodyBytes: 64 * 1024,
  maxTextField: 200,
  maxUrlField: 2048,
} as const;

export const LEAD_FORM_MESSAGES = {
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  firstNameTooShort: "First name must be at least 2 characters",
  lastNameTooShort: "Last name must be at least 2 characters",
  nameInvalid: "Please enter a valid name",
  phoneRequired: "Phone number is required",
  phoneLength: "Please enter a 10-digit phone number",
  phoneAreaCode: "Invalid area code (cannot start with 0 or 1)",
  phoneExchange: "Invalid phone number format",
  phoneRepeated: "Please enter a valid phone number",
  // Ours (issue 20): a number with another country's code; advisors call US numbers only.
  phoneNotUs: "Please enter a US phone number",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  emailBlockedDomain: "Please use a valid email address (test domains not allowed)",
  emailSpam: "This email address appears to be associated with spam. Please use a valid email address.",
  zipRequired: "Zip code is required",
  zipInvalid: "Please enter a valid 5-digit zip code",
  makeRequired: "Please select a make",
  modelRequired: "Please select a model",
  modelYearRequired: "Model year is required",
  // Ours (issue 13): the form's token had expired or was already used; nothing was lost, the page has a new one.
  formExpired: "This form has expired. Please submit it again.",
} as const;

export const didYouMean = (local: string, domain: string) => `Did you mean ${local}@${domain}?`;

/**
 * A signup is a subscription only once the emailed link is followed (issue 12, double opt-in). The
 * success message is true whatever the address's standing, and tells a stranger none of it (SPEC §4:
 * an address already on file gets it too): a new or pending address has a link in its inbox (sent at
 * most once a day, so an earlier one may be it), a confirmed one is "already subscribed" and gets no
 * email. With visitor email turned off (EMAIL_FROM empty) no link is sent, and it promises nothing.
 */
export const NEWSLETTER_MESSAGES = {
  confirmationSent: "Thanks! Unless this address is already subscribed, look in your inbox for our email and click its link to confirm.",
  noted: "Thanks! We've noted your interest in our car-buying tips.",
  failure: "Something went wrong. Please try again.",
} as const;

export const newsletterSuccess = (confirmationSent: boolean) =>
  confirmationSent ? NEWSLETTER_MESSAGES.confirmationSent : NEWSLETTER_MESSAGES.noted;

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
