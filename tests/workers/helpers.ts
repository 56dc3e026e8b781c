import { env, SELF } from "cloudflare:test";
import { vi, type Mock } from "vitest";
import { issueFormToken } from "#worker/services/guards/form-token.server";

let addressCounter = 0;

/** Each test gets its own client address so the per-address rate limit of one test never leaks into another. */
export function freshAddress(): string {
  addressCounter += 1;
  return `203.0.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/**
 * A fresh address: its random part is digits, which the chat's check reads as digits in an address, where
 * a UUID's hex letters can spell a word it refuses ("a0cabeed" holds one).
 */
export function uniqueEmail(prefix = "driver"): string {
  return `${prefix}.${randomDigits(12)}@gmail.com`;
}

function randomDigits(length: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(length)), (byte) => byte % 10).join("");
}

/** A valid US number: area code and exchange start with 2-9. */
export function uniquePhone(): string {
  const digits = crypto.getRandomValues(new Uint32Array(2));
  const area = 200 + ((digits[0] ?? 0) % 800);
  const exchange = 200 + ((digits[1] ?? 0) % 800);
  const line = String((digits[0] ?? 0) % 10000).padStart(4, "0");
  return `${area}${exchange}${line}`;
}

export async function signedToken(ageMs = 10_000): Promise<string> {
  return issueFormToken(env.FORM_TOKEN_KEY, Date.now() - ageMs);
}

export async function validLead(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Maria",
    lastName: "O'Neil-Smith",
    phone: uniquePhone(),
    email: uniqueEmail(),
    zipCode: "94105",
    make: "Toyota",
    model: "RAV4",
    modelYear: "2025+",
    honeypot: "",
    formKind: "bottom",
    formToken: await signedToken(),
    context: {
      pageUrl: "https://caradvisor.example/?utm_source=google",
      utmSource: "google",
      utmMedium: "cpc",
      sessionId: crypto.randomUUID(),
    },
    ...overrides,
  };
}

export function postJson(path: string, body: unknown, address = freshAddress(), headers: Record<string, string> = {}) {
  return SELF.fetch(`https://caradvisor.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": address, "user-agent": "vitest-agent/1.0", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export async function leadRowsByEmail(email: string) {
  const { results } = await env.DB.prepare("select * from leads where email = ?").bind(email).all<Record<string, unknown>>();
  return results;
}

type Route = { match: RegExp; respond: () => Response | Promise<Response> };

/**
 * Stands in for the outside world: the Worker's outbound fetch answers from recorded fixtures.
 * Any request no route matches fails the way an unreachable host does.
 */
export function mockUpstream(routes: Route[]) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL) => {
    const url = input instanceof Request ? input.url : String(input);
    const route = routes.find((r) => r.match.test(url));
    if (!route) throw new TypeError(`network unreachable in tests: ${url}`);
    return route.respond();
  });
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });

/**
 * One queue message with ack and retry spies. The pool's createMessageBatch would do, but its
 * getQueueResult does not report a retry's delaySeconds, which is what the backoff tests look at.
 */
export function queueBatch(
  queue: string,
  body: unknown,
  attempts = 1,
): { batch: MessageBatch; message: Message & { ack: Mock; retry: Mock } } {
  const message = { id: `${queue}-1`, timestamp: new Date(), body, attempts, ack: vi.fn(), retry: vi.fn() } satisfies Message;
  const batch: MessageBatch = {
    queue,
    messages: [message],
    metadata: { metrics: { backlogCount: 1, backlogBytes: 256 } },
    ackAll: vi.fn(),
    retryAll: vi.fn(),
  };
  return { batch, message };
}

/** The thank-you view's link a lead form's success carries (docs/decisions/052): the request's own key, signed; nothing stored. */
export const RECEIPT = /^\/(my|es\/mi)\/r[0-9a-f-]{36}\.\d+\.[0-9a-f]{64}$/;

/** The lead's private page a chat save answers with (docs/decisions/052): its id, an expiry and a signature; nothing stored. */
export const PAGE_LINK = /^\/(my|es\/mi)\/c[0-9a-f-]{36}\.\d+\.[0-9a-f]{64}$/;
