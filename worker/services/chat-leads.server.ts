import { CHAT_LEAD_SOURCE } from "~/domain/admin/lead-status";
import { eq } from "drizzle-orm";
import { chatLeadBodySchema } from "~/domain/chat/api-schemas";
import { invalidAnswers } from "~/domain/chat/engine";
import { chatLeadColumns } from "~/domain/chat/lead-columns";
import { fieldErrors } from "~/domain/field-errors";
import { database } from "../db/client";
import { leads } from "../db/schema";
import { chatFlowContext } from "./chat-context.server";
import { sha256Hex } from "./kv-cache.server";
import { leadContextColumns, type RequestFacts } from "./lead-context.server";

/** A chat lead's update token lives as a hash in KV: the old product let any browser update any lead by id. */
const TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const tokenKey = (id: string) => `chat-token:${id}`;
// Tokens are kept only for the UUIDs createChatLead issues; any other id (of any length: KV refuses keys
// over 512 bytes with an error) cannot have one.
const ISSUED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type ChatLeadOutcome =
  | { status: "created"; id: string; token: string }
  | { status: "updated" }
  | { status: "invalid"; fields: Record<string, string> }
  | { status: "forbidden" }
  | { status: "not-found" };

function parse(env: Env, input: unknown) {
  const body = chatLeadBodySchema.safeParse(input);
  if (!body.success) return { fields: fieldErrors(body.error) };
  const fields = invalidAnswers(body.data.answers, chatFlowContext(env));
  return Object.keys(fields).length > 0 ? { fields } : { body: body.data };
}

/** SPEC §7 call 5: the first save inserts the lead and hands back the only key to later updates. */
export async function createChatLead(env: Env, input: unknown, facts: RequestFacts): Promise<ChatLeadOutcome> {
  const parsed = parse(env, input);
  if (!parsed.body) return { status: "invalid", fields: parsed.fields };
  const { answers, conversation, sessionId, context } = parsed.body;
  const now = new Date().toISOString();
  const id = crypto.randomUUID();
  const token = randomToken();
  const columns = chatLeadColumns(answers, conversation, now);
  await database(env.DB).insert(leads).values({
    id,
    ...leadContextColumns({ ...context, sessionId }, facts),
    ...columns,
    leadSource: CHAT_LEAD_SOURCE,
    leadSourceDetail: "chat_assistant",
    newsletterOptedInAt: columns.newsletterOptedIn ? now : null,
    createdAt: now,
  });
  await env.CACHE.put(tokenKey(id), await sha256Hex(token), { expirationTtl: TOKEN_TTL_SECONDS });
  console.log(JSON.stringify({ event: "chat_lead_created" }));
  return { status: "created", id, token };
}

/** Later saves: only with the token the create returned; the same rules as the browser. Idempotent. */
export async function updateChatLead(env: Env, id: string, token: string | undefined, input: unknown): Promise<ChatLeadOutcome> {
  const stored = ISSUED_ID.test(id) ? await env.CACHE.get(tokenKey(id)) : null;
  const db = database(env.DB);
  if (!stored) {
    const [exists] = await db.select({ id: leads.id }).from(leads).where(eq(leads.id, id)).limit(1);
    return exists ? { status: "forbidden" } : { status: "not-found" };
  }
  if (!token || !equalHex(stored, await sha256Hex(token))) return { status: "forbidden" };
  const parsed = parse(env, input);
  if (!parsed.body) return { status: "invalid", fields: parsed.fields };
  const now = new Date().toISOString();
  const columns = chatLeadColumns(parsed.body.answers, parsed.body.conversation, now);
  const [current] = await db.select({ optedInAt: leads.newsletterOptedInAt }).from(leads).where(eq(leads.id, id)).limit(1);
  if (!current) return { status: "not-found" };
  await db
    .update(leads)
    .set({ ...columns, newsletterOptedInAt: columns.newsletterOptedIn ? (current.optedInAt ?? now) : null })
    .where(eq(leads.id, id));
  return { status: "updated" };
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Constant-time comparison of two hex digests. */
function equalHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
