import { z } from "zod/mini";
// With its extension: the desk bench (scripts/bench-desk.ts) loads this file in plain Node.
import { LEAD_LANGUAGES } from "#app/domain/lead-language.ts";

// What travels between the advisors' pages and the desk (docs/decisions/053), parsed at both ends: the desk
// parses what a browser sends (anything else is ignored), a page parses what the desk sends. zod/mini keeps
// the browser's share small (docs/decisions/006). Nothing here names a buyer: a lead is its id, and a page
// reads the rest from its own loader.

/** The requests the desk announces: a new lead from a form, a known person asking again, a chat ready to talk. */
export const DESK_REQUEST_KINDS = ["form", "repeat", "chat", "booked", "cancelled"] as const;
export type DeskRequestKind = (typeof DESK_REQUEST_KINDS)[number];

/** A lead's id as the pages link to it (a UUID for every lead we write). */
export const deskLeadId = z.string().check(z.regex(/^[A-Za-z0-9-]{1,64}$/));

/** What a service tells the desk once a request's D1 write has committed. */
export const deskRequestSchema = z.object({
  leadId: deskLeadId,
  kind: z.enum(DESK_REQUEST_KINDS),
  /** When the request was stored (its created_at), or the buyer booked or cancelled their call. */
  at: z.iso.datetime(),
  /** The language the buyer asked in. */
  language: z.enum(LEAD_LANGUAGES),
});
export type DeskRequest = z.infer<typeof deskRequestSchema>;

/**
 * What a page may tell the desk, about its own advisor only (who they are comes from the sign-in check of
 * the socket, never from a message): the lead it shows, the lead whose phone it dialled, the notification
 * choice. Strict: a message with any other field (an advisor id, a name) is not one of these.
 */
export const deskClientMessageSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("viewing"), leadId: z.nullable(deskLeadId) }),
  z.strictObject({ type: z.literal("calling"), leadId: deskLeadId }),
  z.strictObject({ type: z.literal("notify"), on: z.boolean() }),
]);
export type DeskClientMessage = z.infer<typeof deskClientMessageSchema>;

/** A colleague on a lead: open on their screen, and since when they are calling (ms since the epoch), if they are. */
export const deskPersonSchema = z.object({ advisorId: z.number(), name: z.string(), callingSince: z.nullable(z.number()) });
export type DeskPerson = z.infer<typeof deskPersonSchema>;

export const deskLeadPresenceSchema = z.object({ leadId: deskLeadId, people: z.array(deskPersonSchema) });
export type DeskLeadPresence = z.infer<typeof deskLeadPresenceSchema>;

const requestEvent = z.object({ ...deskRequestSchema.shape, type: z.literal("request"), seq: z.number() });
export type DeskRequestEvent = z.infer<typeof requestEvent>;

/**
 * What the desk sends a page: on connecting, who it is, the desk's latest event, the advisor's notification
 * choice, who is on which lead, and the requests it missed since `since` (`gap` when they are no longer
 * kept: the page reloads its data anyway); then each request, each change of presence, each change of the
 * notification choice. `now` is the desk's clock, so a page times "calling, 2 min" from it.
 */
export const deskServerMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("hello"),
    you: z.number(),
    seq: z.number(),
    notify: z.boolean(),
    now: z.number(),
    presence: z.array(deskLeadPresenceSchema),
    missed: z.array(requestEvent),
    gap: z.boolean(),
  }),
  requestEvent,
  z.object({ type: z.literal("presence"), now: z.number(), leads: z.array(deskLeadPresenceSchema) }),
  z.object({ type: z.literal("settings"), notify: z.boolean() }),
]);
export type DeskServerMessage = z.infer<typeof deskServerMessageSchema>;

/** The desk's door: a WebSocket upgrade under the admin API, behind its sign-in. */
export const DESK_PATH = "/admin/api/desk";

/** The heartbeat: the desk answers it without waking (setWebSocketAutoResponse). */
export const DESK_PING = "ping";
export const DESK_PONG = "pong";

/**
 * Why the desk closed a socket: `signedOut` (the advisor was disabled, signed out or changed their password:
 * the page stops and says so), `renew` (the socket's age limit: the page connects again at once, through the
 * sign-in check).
 */
export const DESK_CLOSE = { signedOut: 4401, renew: 4000 } as const;

/** A message longer than this is not one of ours: refused before it is parsed. */
export const DESK_MESSAGE_MAX_CHARS = 512;
