import {
  DESK_CLOSE,
  DESK_PATH,
  DESK_PING,
  DESK_PONG,
  type DeskClientMessage,
  type DeskLeadPresence,
  type DeskServerMessage,
  deskServerMessageSchema,
} from "#app/domain/desk/messages";
import { DESK_TIMING } from "#app/domain/desk/timing";

/** Where a page stands with the desk: on its way in, live, dropped and trying again, or signed out (it stops). */
export type DeskStatus = "connecting" | "live" | "reconnecting" | "signed-out";

export type DeskListener = {
  status: (status: DeskStatus) => void;
  /** A message of the desk; `missed`: a request that came while the page had no socket, sent on its return. */
  message: (message: DeskServerMessage, missed: boolean) => void;
  /**
   * The socket is back after a drop, or the desk no longer keeps what was missed: the page reloads its data
   * from D1. `missed`: how many requests came meanwhile, as far as the desk still knows.
   */
  catchUp: (missed: number) => void;
};

/**
 * An advisor page's socket to the live desk (docs/decisions/053), with no React in it: it connects, pings
 * so a dead socket is noticed, reconnects with a growing pause and jitter, and on its return asks for the
 * requests it missed and has the page reload its data. What the page tells the desk about itself (the lead
 * it shows, the phone it dialled) is told again on every new socket.
 */
export class DeskSocket {
  private ws: WebSocket | null = null;
  private seq: number | null = null;
  private failures = 0;
  private stopped = false;
  private dropped = false;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private pongDue: ReturnType<typeof setTimeout> | undefined;
  private greeted = false;
  private me: number | null = null;
  private viewing: string | null = null;
  private calling: string | null = null;
  /** The desk has shown this page's call: once it stops showing it, the call is over (logged, or forgotten). */
  private callingShown = false;

  /** `readAtMs`: when the page's data was read, so the first socket learns of any request stored since. */
  constructor(
    private readonly readAtMs: number,
    private readonly listener: DeskListener,
  ) {}

  start(): void {
    this.stopped = false;
    this.connect();
    this.heartbeat = setInterval(() => this.ping(), DESK_TIMING.pingMs);
    window.addEventListener("online", this.now);
    document.addEventListener("visibilitychange", this.now);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.retry);
    clearInterval(this.heartbeat);
    clearTimeout(this.pongDue);
    window.removeEventListener("online", this.now);
    document.removeEventListener("visibilitychange", this.now);
    this.ws?.close(1000, "page closed");
  }

  /** The lead the page shows (null: none). */
  view(leadId: string | null): void {
    this.viewing = leadId;
    this.send({ type: "viewing", leadId });
  }

  /** The advisor dialled this lead's phone. */
  call(leadId: string): void {
    this.calling = leadId;
    this.callingShown = false;
    this.send({ type: "calling", leadId });
  }

  setNotify(on: boolean): void {
    this.send({ type: "notify", on });
  }

  private send(message: DeskClientMessage): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  private connect(): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.listener.status(this.dropped ? "reconnecting" : "connecting");
    const resume = this.seq === null ? `after=${this.readAtMs}` : `since=${this.seq}`;
    const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${DESK_PATH}?${resume}`);
    this.ws = ws;
    ws.addEventListener("message", (event) => this.receive(ws, event.data));
    ws.addEventListener("close", (event) => this.closed(ws, event.code));
  }

  private receive(ws: WebSocket, data: unknown): void {
    if (ws !== this.ws || typeof data !== "string") return;
    if (data === DESK_PONG) {
      clearTimeout(this.pongDue);
      return;
    }
    const parsed = deskServerMessageSchema.safeParse(parseJson(data));
    if (!parsed.success) return;
    const message = parsed.data;
    if (message.type === "hello") {
      this.failures = 0;
      this.greeted = true;
      this.listener.status("live");
      if (this.viewing) this.send({ type: "viewing", leadId: this.viewing });
      if (this.calling) {
        this.callingShown = false;
        this.send({ type: "calling", leadId: this.calling });
      }
      const resumed = this.dropped || message.gap;
      this.dropped = false;
      this.seq = message.seq;
      this.me = message.you;
      this.listener.message(message, false);
      for (const missed of message.missed) this.listener.message(missed, true);
      if (resumed) this.listener.catchUp(message.missed.length);
      return;
    }
    if (message.type === "request") this.seq = Math.max(this.seq ?? 0, message.seq);
    if (message.type === "presence") this.followCall(message.leads);
    this.listener.message(message, false);
  }

  private closed(ws: WebSocket, code: number): void {
    if (ws !== this.ws) return;
    this.ws = null;
    clearTimeout(this.pongDue);
    if (this.stopped) return;
    if (code === DESK_CLOSE.signedOut) {
      this.signedOut();
      return;
    }
    // Refused before it opened: a browser is not told why, so the door is asked (401: the session is over).
    if (!this.greeted) {
      void fetch(DESK_PATH)
        .then((answer) => answer.status === 401 && this.signedOut())
        .catch(() => {});
    }
    this.greeted = false;
    this.dropped = true;
    this.listener.status("reconnecting");
    // The desk renewing an old socket: back at once, through the sign-in check.
    if (code === DESK_CLOSE.renew) {
      this.connect();
      return;
    }
    const pause = Math.min(DESK_TIMING.reconnectMaxMs, DESK_TIMING.reconnectFirstMs * 2 ** this.failures);
    this.failures += 1;
    this.retry = setTimeout(() => this.connect(), pause * (0.5 + Math.random() / 2));
  }

  private ping(): void {
    const ws = this.ws;
    if (ws?.readyState !== WebSocket.OPEN) return;
    ws.send(DESK_PING);
    clearTimeout(this.pongDue);
    // No answer: the socket is dead though nothing said so (a sleeping laptop, a lost network). Its closing
    // handshake may never end, so the page moves on to a new one at once.
    this.pongDue = setTimeout(() => {
      this.closed(ws, 1006);
      ws.close();
    }, DESK_TIMING.pongWaitMs);
  }

  /** A call the desk showed and no longer shows is over: it is not told again on a new socket. */
  private followCall(leads: DeskLeadPresence[]): void {
    if (!this.calling || !this.me) return;
    const shown = leads.some(
      (lead) => lead.leadId === this.calling && lead.people.some((person) => person.advisorId === this.me && person.callingSince !== null),
    );
    if (shown) this.callingShown = true;
    else if (this.callingShown) this.calling = null;
  }

  private signedOut(): void {
    this.stop();
    this.listener.status("signed-out");
  }

  /** Back online, or the page shown again: a socket waiting for its next try tries now. */
  private readonly now = (): void => {
    if (this.stopped || this.ws || document.visibilityState === "hidden") return;
    this.connect();
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
