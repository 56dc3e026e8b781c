import { waitUntil } from "cloudflare:workers";
import type { DeskPerson, DeskRequest } from "#app/domain/desk/messages";
import { callerOf } from "#app/domain/desk/presence";
import { logError } from "#worker/log.server";
import type { DeskResume } from "./desk.server";
import { SEAT_IDENTITY_HEADER, type SeatIdentity } from "./seats.server";

// The Worker's side of the desk. D1 is the source of truth and the desk only passes news on, so nothing a
// visitor or an advisor does waits for it or fails with it: news goes after the answer (waitUntil), and a
// question the desk does not answer in time is answered as if nobody were on the lead.

/** One desk for the whole service, placed near the advisors (California). */
const desk = (env: Env) => env.DESK.getByName("desk", { locationHint: "wnam" });

/** How long a page's loader or action waits for the desk's answer about a lead. */
const ASK_TIMEOUT_MS = 1000;

/**
 * Tells every open advisor page of a request, after its D1 write has committed: any service that stores a
 * request for a call calls this. Never throws and never holds up the visitor's answer: a failure is logged.
 */
export function notifyDesk(env: Env, request: DeskRequest): void {
  later("notify", { leadId: request.leadId, kind: request.kind }, () => desk(env).notify(request));
}

/** An advisor logged a call: their "calling" on the lead ends on every page. */
export function deskCallLogged(env: Env, advisorId: number, leadId: string): void {
  later("call-logged", { leadId }, () => desk(env).callLogged(advisorId, leadId));
}

/** A session signed out: the desk closes its sockets rather than wait for its next round. */
export function deskSessionEnded(env: Env, sessionId: string): void {
  later("signed-out", {}, () => desk(env).sessionEnded(sessionId));
}

/** Work for the desk after the answer, whose failure (even reaching the binding) is only logged. */
function later(what: string, fields: Record<string, unknown>, work: () => Promise<unknown>): void {
  waitUntil(
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => logError("desk_not_told", error, { what, ...fields })),
  );
}

/** Who has the lead open or is calling it now; nobody when the desk does not answer in time. */
export async function deskPresenceOn(env: Env, leadId: string): Promise<DeskPerson[]> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ASK_TIMEOUT_MS);
  });
  try {
    const people = await Promise.race([Promise.resolve().then(() => desk(env).presenceOf(leadId)), late]);
    if (people === null) logError("desk_not_answering", new Error("timed out"), { leadId });
    return people ?? [];
  } catch (error) {
    logError("desk_not_answering", error, { leadId });
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** The colleague calling this lead now, if one is (the advisor asking never counts). */
export async function colleagueCalling(env: Env, leadId: string, advisorId: number): Promise<DeskPerson | null> {
  return callerOf((await deskPresenceOn(env, leadId)).filter((person) => person.advisorId !== advisorId));
}

/** Opens a page's socket at the desk for an advisor the sign-in check has just found. */
export function openDeskSocket(env: Env, seat: SeatIdentity, resume: DeskResume): Promise<Response> {
  const url = new URL("https://desk.internal/socket");
  for (const [key, value] of Object.entries(resume)) url.searchParams.set(key, String(value));
  return desk(env).fetch(url, { headers: { upgrade: "websocket", [SEAT_IDENTITY_HEADER]: JSON.stringify(seat) } });
}
