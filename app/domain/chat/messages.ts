// Every message of the chat's free-text rules and endings (SPEC §5, §8), once.

export const CHAT_MESSAGES = {
  inappropriate: "I'm here to help you find a car. Please keep our conversation professional and on-topic.",
  ended: (phoneDisplay: string) =>
    `I'm unable to continue this conversation. If you'd like to speak with someone about buying a car, please call us at ` +
    `${phoneDisplay}. Thank you.`,
  nameInvalid: "Please enter a valid name.",
  nameNoLetters: "Please enter a valid name with letters.",
  nameNotReal: "Please enter your actual name.",
  zip: "Please enter a valid 5-digit ZIP code.",
  answerTooLong: "Please provide a valid answer.",
  answerEmpty: "Please enter a response.",
  year: (max: number) => `Please enter a valid year between 1990 and ${max}.`,
  mileage: "Please enter a valid mileage (0-500,000).",
  notGenuine: "Please provide a genuine response.",
  payoff: "Please enter an amount in dollars, or skip.",
  priorities: "Please choose up to 3 priorities.",
  choice: "Please choose one of the options.",
  uploadType: "Please upload a valid image file (JPG, PNG, HEIC) or PDF.",
  uploadSize: "File size must be less than 10MB.",
  uploadFailed: "Failed to upload file. Please try again.",
  // Ours (issue 22, item 4): an upload needs this conversation's lead and its token, and has a quota per conversation.
  uploadUnauthorized: "Your answers are still being saved. Please try the upload again in a moment.",
  uploadForbidden: "This upload does not belong to this conversation. Please start over.",
  uploadQuota: (max: number) => `You have uploaded ${max} files in this conversation, the most it takes.`,
  // Ours: the browser could not load the check every answer goes through, so the answer waits for a retry.
  answerNotChecked: "Something went wrong. Please try again.",
  // Ours: a strike reported to the server for a message the rule does not refuse.
  notAStrike: "This message was not refused.",
} as const;

/** The chat page's title and the line under it: the page's description for search engines too. */
export const CHAT_PAGE = {
  title: (brand: string) => `Chat with the ${brand} assistant`,
  intro: "A few quick questions, then an advisor finds your car and negotiates the price for you.",
} as const;

/** What a skipped optional answer is stored as (SPEC §5). */
export const NOT_SURE = "I'm not sure";

export const CHAT_LIMITS = {
  answerMaxLength: 50,
  nameMaxLength: 50,
  firstYear: 1990,
  yearsAhead: 2,
  maxMileage: 500_000,
  maxUploadBytes: 10 * 1024 * 1024,
  /** Ours (issue 22, item 4): uploads one chat lead may make, counted in D1 (its chat quote checks). */
  maxUploadsPerLead: 5,
  typingDelayMs: { min: 500, max: 1500 },
  inappropriateLimit: 3,
  /** Ours (issue 12, item 5): the browser forgets a chat this long after it began. */
  storageDays: 7,
  historyTurns: 4,
  // The browser waits this long for a reply, then uses its canned one; the server gives up on Workers
  // AI a little earlier, so its answer (or its 503) always arrives in time.
  replyTimeoutMs: 4000,
  aiTimeoutMs: 3500,
  articleCount: 6,
} as const;
