import { z } from "zod";
import type { Seat } from "#app/domain/desk/presence";

// A socket's seat at the desk, kept in its attachment (serializeAttachment) so it outlives the desk's
// hibernation: who the sign-in check said the advisor is, and what their page shows and dials.

/** Who a socket belongs to, as the Worker's sign-in check found them; the Worker passes it to the desk, never a browser. */
export const seatIdentitySchema = z.object({
  advisorId: z.number().int().positive(),
  name: z.string().min(1).max(200),
  /** A password sign-in's session (signing out ends its sockets); null under Cloudflare Access. */
  sessionId: z.string().max(64).nullable(),
  /** The advisor's credential version at sign-in: a password change ends the session's sockets. */
  credentialVersion: z.number().int(),
});
export type SeatIdentity = z.infer<typeof seatIdentitySchema>;

const seatRecordSchema = seatIdentitySchema.extend({
  socketId: z.string(),
  openedMs: z.number(),
  viewing: z.string().nullable(),
  calling: z.object({ leadId: z.string(), sinceMs: z.number() }).nullable(),
});
export type SeatRecord = z.infer<typeof seatRecordSchema> & Seat;

/** The header the Worker carries a checked identity in, on its request to the desk (never a browser's header). */
export const SEAT_IDENTITY_HEADER = "x-desk-seat";

/** A socket's seat, or null for a socket without one (never accepted by this desk). */
export function readSeat(ws: WebSocket): SeatRecord | null {
  const parsed = seatRecordSchema.safeParse(ws.deserializeAttachment());
  return parsed.success ? parsed.data : null;
}

export const advisorTag = (advisorId: number) => `advisor:${advisorId}`;
export const sessionTag = (sessionId: string) => `session:${sessionId}`;
