import { CHAT_LEAD_SOURCE } from "~/domain/admin/lead-status";
import { and, eq, isNull, or } from "drizzle-orm";
import { chatLeadBodySchema } from "~/domain/chat/api-schemas";
import { invalidAnswers } from "~/domain/chat/engine";
import { chatLeadColumns } from "~/domain/chat/lead-columns";
import { fieldErrors } from "~/domain/field-errors";
import { database, type Database } from "../db/client";
import { leads } from "../db/schema";
import { chatFlowContext } from "./chat-context.server";
import { sha256Hex } from "./kv-cache.server";
import { notifyLeadEvent } from "./lead-events.server";
import { leadContextColumns, type RequestFacts } from "./lead-context.server";
import { logEvent } from "../log";

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
  logEvent("chat_lead_created");
  if (columns.readyToTalk) notifyReadyToTalk(env, id, columns.qualified, now);
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
  const save = db
    .update(leads)
    .set({ ...columns, newsletterOptedInAt: columns.newsletterOptedIn ? (current.optedInAt ?? now) : null })
    .where(eq(leads.id, id));
  if (columns.readyToTalk !== true) {
    await save;
    return { status: "updated" };
  }
  // One transaction, so a failed save cannot leave the flag set without its notification.
  const [flip] = await db.batch([markReadyToTalk(db, id), save]);
  if (flip.meta.changes > 0) notifyReadyToTalk(env, id, columns.qualified, now);
  return { status: "updated" };
}

/**
 * Sets ready_to_talk only where it was not yet true, in one statement: of any number of saves (retries,
 * resends after a reload, two tabs) exactly one changes the row, and only that one notifies the advisors.
 */
function markReadyToTalk(db: Database, id: string) {
  return db
    .update(leads)
    .set({ readyToTalk: true })
    .where(and(eq(leads.id, id), or(isNull(leads.readyToTalk), eq(leads.readyToTalk, false))));
}

function notifyReadyToTalk(env: Env, leadId: string, qualified: boolean, createdAt: string) {
  notifyLeadEvent(env, { type: "lead.ready_to_talk", leadId, source: "chatbot", qualified, createdAt });
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
