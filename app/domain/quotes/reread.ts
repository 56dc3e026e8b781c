import { z } from "zod";

/** An advisor's "Read again" on a quote that could not be read, posted from the Quote check panel. */
export const quoteRereadSchema = z.object({
  intent: z.literal("quote-reread"),
  leadId: z.uuid(),
  checkId: z.uuid(),
});

/** Why "Read again" did nothing. */
export const QUOTE_REREAD_MESSAGES = {
  gone: "This quote is no longer waiting to be read again: it is being read, or was read. Refresh the page.",
  notQueued: "The reading could not be started. Try again in a minute.",
} as const;
