import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import clean from "#tests/fixtures/stopforumspam/clean.json";
import { handleLeadWrites } from "#worker/services/leads/writes.server";
import { storeFormLead } from "#worker/services/leads/form-leads.server";
import { json, leadRowsByEmail, mockUpstream, postJson, queueBatch, RECEIPT, validLead } from "#tests/workers/helpers";

afterEach(() => vi.restoreAllMocks());

/** D1 as in an outage: every statement fails. */
const d1Down = () =>
  vi.spyOn(env.DB, "prepare").mockImplementation(() => {
    throw new Error("D1_ERROR: Network connection lost.");
  });

const batchOf = (body: unknown, attempts = 1) => queueBatch("lead-writes", body, attempts);

describe("a form lead while D1 is down", () => {
  it("is queued, the visitor sees success, and it is written once when D1 answers again", async () => {
    mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
    const send = vi.spyOn(env.LEAD_WRITES, "send").mockResolvedValue(undefined as never);
    const lead = await validLead();
    const down = d1Down();
    const response = await postJson("/api/leads", lead);
    down.mockRestore();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, formToken: expect.any(String), receipt: expect.stringMatching(RECEIPT) });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await leadRowsByEmail(lead.email)).toHaveLength(0);

    const queued = send.mock.calls[0]?.[0];
    // Still down at the first delivery: retried with backoff, nothing lost.
    const first = batchOf(queued, 1);
    const stillDown = d1Down();
    await handleLeadWrites(first.batch, env, storeFormLead);
    stillDown.mockRestore();
    expect(first.message.retry).toHaveBeenCalledWith({ delaySeconds: 30 });
    expect(first.message.ack).not.toHaveBeenCalled();

    const second = batchOf(queued, 2);
    await handleLeadWrites(second.batch, env, storeFormLead);
    expect(second.message.ack).toHaveBeenCalled();
    const rows = await leadRowsByEmail(lead.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ first_name: lead.firstName, zip_code: lead.zipCode, lead_source: "landing_page_cta" });

    // At-least-once delivery: a replay of the same message stores nothing more.
    const replay = batchOf(queued, 1);
    await handleLeadWrites(replay.batch, env, storeFormLead);
    expect(replay.message.ack).toHaveBeenCalled();
    expect(await leadRowsByEmail(lead.email)).toHaveLength(1);
  });

  it("answers 500 with the JSON error (the visitor's alert) only when the queue fails too", async () => {
    mockUpstream([{ match: /stopforumspam/, respond: json(clean) }]);
    vi.spyOn(env.LEAD_WRITES, "send").mockRejectedValue(new Error("queue unavailable"));
    d1Down();
    const response = await postJson("/api/leads", await validLead());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Something went wrong. Please try again." });
  });

  it("drops a malformed queued body instead of retrying it forever", async () => {
    const { batch, message } = batchOf({ kind: "form-lead", row: { id: "not-a-uuid" } });
    await handleLeadWrites(batch, env, storeFormLead);
    expect(message.ack).toHaveBeenCalled();
    expect(message.retry).not.toHaveBeenCalled();
  });
});
