import { DAY_MS } from "#app/domain/constants";

// The desk's timings (ours, not the spec's): docs/decisions/053 says why each is what it is.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

export const DESK_TIMING = {
  /** A page pings this often: idle sockets stay open through proxies, and a dead one is noticed. */
  pingMs: 25 * SECOND_MS,
  /** No pong this long after a ping: the socket is taken for dead and replaced. */
  pongWaitMs: 10 * SECOND_MS,
  /** A dropped socket reconnects after this, doubling each failed try up to the cap, with jitter. */
  reconnectFirstMs: 1 * SECOND_MS,
  reconnectMaxMs: 30 * SECOND_MS,
  /** While sockets are open the desk checks their advisors this often (disabled, signed out, password changed). */
  checkMs: 1 * MINUTE_MS,
  /** A socket is closed (to reconnect through the sign-in check) once this old. */
  socketMaxMs: 60 * MINUTE_MS,
  /** A call nobody logged stops showing after this: the advisor surely hung up. */
  callingMaxMs: 90 * MINUTE_MS,
  /** A new row stays marked this long. */
  arrivedMarkMs: 10 * SECOND_MS,
  /** The requests the desk keeps for pages that reconnect, at most. */
  eventsKept: 1000,
  /** And no older than this. */
  eventsKeptMs: DAY_MS,
} as const;

/** My day's "Just in": requests no one has called yet, of the last this many minutes, newest first. */
export const JUST_IN_MINUTES = 30;
/** How many "Just in" shows at most; the rest stay in the oldest-first list. */
export const JUST_IN_SHOWN = 10;
