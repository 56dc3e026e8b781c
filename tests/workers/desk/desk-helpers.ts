import { env, SELF } from "cloudflare:test";
import { type DeskServerMessage, deskServerMessageSchema } from "#app/domain/desk/messages";
import { type TestAdvisor, sessionCookie } from "#tests/workers/admin/admin-helpers";

// A browser's side of the desk in workerd: a signed-in advisor's socket through the Worker's real admin
// route, with every message the desk sends it kept in order.

export const deskStub = () => env.DESK.getByName("desk", { locationHint: "wnam" });

export type Page = {
  ws: WebSocket;
  messages: DeskServerMessage[];
  closed: { code: number; reason: string } | null;
  send: (message: unknown) => void;
  /** The first message after `from` (an index into `messages`) that matches, within `ms`. */
  next: <T extends DeskServerMessage["type"]>(
    type: T,
    options?: { from?: number; ms?: number; where?: (message: Extract<DeskServerMessage, { type: T }>) => boolean },
  ) => Promise<Extract<DeskServerMessage, { type: T }>>;
};

/** Opens the desk's socket with these headers (a session cookie, an Access token) and this resume query. */
export async function openPage(headers: Record<string, string>, query = ""): Promise<Page | Response> {
  const response = await SELF.fetch(`https://caradvisor.test/admin/api/desk${query}`, { headers: { upgrade: "websocket", ...headers } });
  const ws = response.webSocket;
  if (!ws) return response;
  ws.accept();
  const page: Page = {
    ws,
    messages: [],
    closed: null,
    send: (message) => ws.send(typeof message === "string" ? message : JSON.stringify(message)),
    next: async (type, { from = 0, ms = 10_000, where } = {}) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = page.messages
          .slice(from)
          .find(
            (message): message is Extract<DeskServerMessage, { type: typeof type }> =>
              message.type === type && (!where || where(message as never)),
          );
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${type} message within ${ms} ms: ${JSON.stringify(page.messages)}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
  ws.addEventListener("message", (event) => {
    if (typeof event.data === "string" && event.data !== "pong") page.messages.push(deskServerMessageSchema.parse(JSON.parse(event.data)));
  });
  ws.addEventListener("close", (event) => {
    page.closed = { code: event.code, reason: event.reason };
  });
  return page;
}

/** A signed-in advisor's page at the desk. */
export async function advisorPage(advisor: TestAdvisor, query = ""): Promise<Page> {
  const page = await openPage({ cookie: await sessionCookie(advisor) }, query);
  if (page instanceof Response) throw new Error(`the desk refused the socket: ${page.status}`);
  await page.next("hello");
  return page;
}

/** Waits until `check` holds, polling. */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
