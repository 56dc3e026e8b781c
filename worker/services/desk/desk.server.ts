import { DurableObject } from "cloudflare:workers";
import { z } from "zod";
import {
  DESK_CLOSE,
  DESK_MESSAGE_MAX_CHARS,
  DESK_PING,
  DESK_PONG,
  type DeskClientMessage,
  deskClientMessageSchema,
  type DeskPerson,
  type DeskRequest,
  deskRequestSchema,
  type DeskServerMessage,
} from "#app/domain/desk/messages";
import { presenceOf } from "#app/domain/desk/presence";
import { DESK_TIMING } from "#app/domain/desk/timing";
import { logError, logEvent } from "#worker/log.server";
import { RequestLog } from "./request-log.server";
import { endedSeats } from "./seat-check.server";
import { advisorTag, readSeat, SEAT_IDENTITY_HEADER, type SeatRecord, seatIdentitySchema, sessionTag } from "./seats.server";

/** Where a page's first socket starts (`after`: when its data was read) or a reconnect resumes (`since`: the last number it saw). */
export const deskResumeSchema = z.union([
  z.strictObject({ since: z.coerce.number<string>().int().min(0) }),
  z.strictObject({ after: z.coerce.number<string>().int().min(0) }),
  z.strictObject({}),
]);
export type DeskResume = z.infer<typeof deskResumeSchema>;

/** The WebSocket close codes a browser may send that are not for a server to send back. */
const RESERVED_CLOSE = new Set([1005, 1006, 1015]);

/**
 * The live desk (docs/decisions/053): one Durable Object for the whole service, holding every open advisor
 * page as a hibernating WebSocket. The Worker tells it of each request stored in D1, and it sends the news
 * to every page; it keeps who has which lead open and who is calling, in each socket's attachment, and the
 * latest requests and each advisor's notification choice in its own SQLite storage.
 */
export class Desk extends DurableObject<Env> {
  private readonly log: RequestLog;
  /** Messages are handled one after another, in the order they came, though each waits for the sign-in check. */
  private queue: Promise<void> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // The pages' heartbeat is answered without waking the desk.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(DESK_PING, DESK_PONG));
    this.log = new RequestLog(ctx.storage.sql);
  }

  /** A page's socket, opened by the Worker once it has checked who the advisor is (the identity header is the Worker's). */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response(null, { status: 426 });
    const identity = seatIdentitySchema.safeParse(parseJson(request.headers.get(SEAT_IDENTITY_HEADER)));
    const resume = deskResumeSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!identity.success || !resume.success) return new Response(null, { status: 400 });
    const { 0: client, 1: server } = new WebSocketPair();
    const seat: SeatRecord = {
      ...identity.data,
      socketId: crypto.randomUUID(),
      openedMs: Date.now(),
      viewing: null,
      calling: null,
    };
    const tags = [advisorTag(seat.advisorId), ...(seat.sessionId ? [sessionTag(seat.sessionId)] : [])];
    this.ctx.acceptWebSocket(server, tags);
    server.serializeAttachment(seat);
    const from = "since" in resume.data ? { since: resume.data.since } : "after" in resume.data ? { afterMs: resume.data.after } : null;
    send(server, {
      type: "hello",
      you: seat.advisorId,
      seq: this.log.latest(),
      notify: this.log.notifyOf(seat.advisorId),
      now: Date.now(),
      presence: presenceOf(this.seats().map(([, open]) => open)),
      ...(from ? this.log.missed(from) : { missed: [], gap: false }),
    });
    await this.checkLater();
    return new Response(null, { status: 101, webSocket: client });
  }

  /** A request stored in D1: kept, numbered and sent to every open page. Its number comes back. */
  async notify(input: DeskRequest): Promise<number> {
    const request = deskRequestSchema.parse(input);
    const seq = this.log.append(request, Date.now());
    const text = JSON.stringify({ type: "request", seq, ...request } satisfies DeskServerMessage);
    for (const ws of this.ctx.getWebSockets()) sendText(ws, text);
    return seq;
  }

  /** Who has this lead open or is calling it now. */
  async presenceOf(leadId: string): Promise<DeskPerson[]> {
    return presenceOf(this.seats().map(([, seat]) => seat)).find((entry) => entry.leadId === leadId)?.people ?? [];
  }

  /** An advisor logged a call on a lead: their call on it is over, on every page of theirs. */
  async callLogged(advisorId: number, leadId: string): Promise<void> {
    this.changingPresence(() => {
      for (const ws of this.ctx.getWebSockets(advisorTag(advisorId))) {
        const seat = readSeat(ws);
        if (seat?.calling?.leadId === leadId) ws.serializeAttachment({ ...seat, calling: null });
      }
    });
  }

  /** A session signed out: its pages are told and closed. */
  async sessionEnded(sessionId: string): Promise<void> {
    this.closing(this.ctx.getWebSockets(sessionTag(sessionId)), DESK_CLOSE.signedOut, "signed out");
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const parsed = typeof message === "string" && message.length <= DESK_MESSAGE_MAX_CHARS ? parseClientMessage(message) : null;
    if (!parsed) {
      // A forged or broken message changes nothing, and is never passed on.
      logEvent("desk_message_ignored", { advisorId: readSeat(ws)?.advisorId ?? null });
      return;
    }
    const handled = this.queue.then(() => this.handle(ws, parsed));
    this.queue = handled.catch((error: unknown) => logError("desk_message_failed", error));
    await this.queue;
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    // Completes the closing handshake the browser began (the hibernation API leaves it to us).
    try {
      ws.close(RESERVED_CLOSE.has(code) ? 1000 : code, reason);
    } catch {
      // already closed
    }
    this.leaving(ws);
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    this.leaving(ws);
  }

  /** The desk's round, while pages are open: advisors no longer signed in leave, old sockets renew, forgotten calls end. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    const open = this.seats();
    if (open.length === 0) return;
    const ended = new Set(
      (
        await endedSeats(
          this.env,
          open.map(([, seat]) => seat),
        )
      ).map((seat) => seat.socketId),
    );
    const current = this.seats();
    this.closing(
      current.filter(([, seat]) => ended.has(seat.socketId)).map(([ws]) => ws),
      DESK_CLOSE.signedOut,
      "signed out",
    );
    this.closing(
      current.filter(([, seat]) => !ended.has(seat.socketId) && now - seat.openedMs >= DESK_TIMING.socketMaxMs).map(([ws]) => ws),
      DESK_CLOSE.renew,
      "renew",
    );
    this.changingPresence(() => {
      for (const [ws, seat] of this.seats()) {
        if (seat.calling && now - seat.calling.sinceMs >= DESK_TIMING.callingMaxMs) ws.serializeAttachment({ ...seat, calling: null });
      }
    });
    await this.checkLater();
  }

  /** One message of a page about itself, once its advisor is found still signed in. */
  private async handle(ws: WebSocket, message: DeskClientMessage): Promise<void> {
    const before = readSeat(ws);
    if (!before) return;
    if ((await endedSeats(this.env, [before])).length > 0) {
      this.closing([ws], DESK_CLOSE.signedOut, "signed out");
      return;
    }
    // Read again: the check waited, and the desk may have changed the seat meanwhile (a logged call).
    const seat = readSeat(ws);
    if (!seat) return;
    switch (message.type) {
      case "viewing":
        this.changingPresence(() => ws.serializeAttachment({ ...seat, viewing: message.leadId }));
        return;
      case "calling": {
        const sinceMs = seat.calling?.leadId === message.leadId ? seat.calling.sinceMs : Date.now();
        this.changingPresence(() => ws.serializeAttachment({ ...seat, calling: { leadId: message.leadId, sinceMs } }));
        return;
      }
      case "notify": {
        this.log.setNotify(seat.advisorId, message.on);
        const text = JSON.stringify({ type: "settings", notify: message.on } satisfies DeskServerMessage);
        for (const page of this.ctx.getWebSockets(advisorTag(seat.advisorId))) sendText(page, text);
        return;
      }
    }
  }

  /** Every open socket with its seat, but a closing one and the one named. */
  private seats(exceptSocketId?: string): [WebSocket, SeatRecord][] {
    return this.ctx.getWebSockets().flatMap((ws): [WebSocket, SeatRecord][] => {
      if (ws.readyState !== WebSocket.OPEN) return [];
      const seat = readSeat(ws);
      return seat && seat.socketId !== exceptSocketId ? [[ws, seat]] : [];
    });
  }

  /** Runs a change of seats, then tells every page who is on which lead if that changed. */
  private changingPresence(change: () => void): void {
    const before = JSON.stringify(presenceOf(this.seats().map(([, seat]) => seat)));
    change();
    const open = this.seats();
    const leads = presenceOf(open.map(([, seat]) => seat));
    if (JSON.stringify(leads) === before) return;
    const text = JSON.stringify({ type: "presence", now: Date.now(), leads } satisfies DeskServerMessage);
    for (const [page] of open) sendText(page, text);
  }

  /** A socket closed or failed: the others hear who left the leads it was on. */
  private leaving(ws: WebSocket): void {
    const seat = readSeat(ws);
    if (!seat || (!seat.viewing && !seat.calling)) return;
    const others = this.seats(seat.socketId);
    const text = JSON.stringify({
      type: "presence",
      now: Date.now(),
      leads: presenceOf(others.map(([, s]) => s)),
    } satisfies DeskServerMessage);
    for (const [page] of others) sendText(page, text);
  }

  /** Closes sockets with a reason the page understands, and tells the others who left. */
  private closing(sockets: WebSocket[], code: number, reason: string): void {
    if (sockets.length === 0) return;
    this.changingPresence(() => {
      for (const ws of sockets) {
        const seat = readSeat(ws);
        logEvent("desk_socket_closed", { advisorId: seat?.advisorId ?? null, reason });
        try {
          ws.close(code, reason);
        } catch {
          // already closed
        }
      }
    });
  }

  /** The next round, while any page is open. */
  private async checkLater(): Promise<void> {
    if (this.ctx.getWebSockets().length === 0) return;
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(Date.now() + DESK_TIMING.checkMs);
  }
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const parseClientMessage = (text: string): DeskClientMessage | null => {
  const parsed = deskClientMessageSchema.safeParse(parseJson(text));
  return parsed.success ? parsed.data : null;
};

const send = (ws: WebSocket, message: DeskServerMessage) => sendText(ws, JSON.stringify(message));

/** A page whose socket is going away misses the message; it catches up from D1 when it reconnects. */
function sendText(ws: WebSocket, text: string): void {
  try {
    ws.send(text);
  } catch {
    // closing or closed
  }
}
