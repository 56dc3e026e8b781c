import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEAL_FORM_MESSAGES } from "#app/domain/admin/deal-form";
import { DEAL_NOTICES } from "#app/domain/admin/deal-fields";
import { windowStart } from "#app/domain/deals";
import { adminDealsAction, adminDealsData } from "#app/routes/admin/deals.server";
import { workerContext } from "#worker/request-context.server";
import { mockUpstream } from "#tests/workers/helpers";

// The page's forms as a browser without JavaScript posts them: the action and loader in workerd.

const PAGE = "https://caradvisor.test/admin/deals";

// What a save leaves for after the answer (enriching the deal) is awaited before the next test.
const afterAnswer: Promise<unknown>[] = [];
afterEach(async () => {
  await Promise.allSettled(afterAnswer.splice(0));
  vi.restoreAllMocks();
});

function context() {
  const provider = new RouterContextProvider();
  provider.set(workerContext, { env, ctx: { waitUntil: (promise) => afterAnswer.push(promise) }, nonce: "" });
  return provider;
}

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return adminDealsAction(new Request(PAGE, { method: "POST", body: form }), context());
}

const typed = {
  year: "2025",
  make: "Toyota",
  model: "RAV4",
  trim: "XLE",
  vin: "",
  savingsOffMsrp: "$3,500",
  dateNegotiated: windowStart(new Date(), 1),
};
const dealIds = async () =>
  (await env.DB.prepare("select id from negotiated_deals order by id").all<{ id: number }>()).results.map((r) => r.id);

beforeEach(async () => {
  // A saved deal lacking specs is enriched after the answer; vPIC is unreachable here, as in a sealed test.
  mockUpstream([]);
  await env.DB.batch([env.DB.prepare("delete from negotiated_deals"), env.DB.prepare("delete from stock_vehicle_images")]);
});

describe("deals page without JavaScript", () => {
  it("adds a deal and redirects back with a notice the loader reads", async () => {
    const response = await post({ intent: "create", ...typed });
    expect(response).toBeInstanceOf(Response);
    expect(response instanceof Response && response.headers.get("location")).toBe("/admin/deals?done=created");
    const [id] = await dealIds();
    const page = await adminDealsData(new Request(`${PAGE}?done=created&edit=${id}`), context());
    expect(page.notice).toBe(DEAL_NOTICES.created);
    expect(page.editing).toMatchObject({ id, model: "RAV4", savingsOffMsrp: 3500 });
    expect(page).toMatchObject({ total: 1, imageCache: { count: 0, lackingCount: 1 } });
  });

  it("answers the field messages and the values as typed when the save is refused", async () => {
    const result = await post({ intent: "create", ...typed, make: "" });
    expect(result).toEqual({
      intent: "create",
      fields: { make: DEAL_FORM_MESSAGES.makeRequired },
      values: expect.objectContaining({ make: "", model: "RAV4" }),
    });
    expect(await dealIds()).toEqual([]);
  });

  it("saves an edit, deletes, and says so when the deal is gone", async () => {
    await post({ intent: "create", ...typed });
    const [id] = await dealIds();
    const saved = await post({ intent: "update", id: String(id), ...typed, savingsOffMsrp: "4000" });
    expect(saved instanceof Response && saved.headers.get("location")).toBe("/admin/deals?done=updated");
    const refused = await post({ intent: "update", id: String(id), ...typed, dateNegotiated: "2999-01-01" });
    expect(refused).toMatchObject({ intent: "update", id, fields: { dateNegotiated: DEAL_FORM_MESSAGES.dateFuture } });
    const deleted = await post({ intent: "delete", id: String(id) });
    expect(deleted instanceof Response && deleted.headers.get("location")).toBe("/admin/deals?done=deleted");
    const again = await post({ intent: "delete", id: String(id) });
    expect(again instanceof Response && again.headers.get("location")).toBe("/admin/deals?done=missing");
  });

  it("refuses an unknown intent with 400", async () => {
    await expect(post({ intent: "drop-table" })).rejects.toMatchObject({ status: 400 });
    await expect(post({ intent: "delete", id: "abc" })).rejects.toMatchObject({ status: 400 });
  });

  it("caches one batch of 5 per press and says what is left (nothing found with no provider)", async () => {
    for (let i = 0; i < 7; i += 1) await post({ intent: "create", ...typed, model: `Model ${i}` });
    expect(await post({ intent: "cache-images" })).toEqual({
      intent: "cache-images",
      progress: { total: 5, cached: 0, missed: 5 },
      lackingAfter: 7,
    });
  });
});
