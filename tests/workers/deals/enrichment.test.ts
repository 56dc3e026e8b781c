import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import rav4 from "#tests/fixtures/vpic/decode-vin-values-2T3P1RFV.json";
import q5Partial from "#tests/fixtures/vpic/decode-vin-values-WA1BAAFY.json";
import undecodable from "#tests/fixtures/vpic/decode-vin-values-undecodable.json";
import mazdaModels from "#tests/fixtures/vpic/models-mazda-2025-any.json";
import { ENRICH_BATCH, enrichPendingDeals } from "#worker/services/deals/enrichment.server";
import { engineText } from "#worker/services/deals/vin-specs";
import { json, mockUpstream } from "#tests/workers/helpers";

async function insertDeal(id: number, vin: string | null, make = "Toyota", model = "RAV4", extra = "") {
  await env.DB.prepare(
    `insert into negotiated_deals (id, year, make, model, trim, vin, savings_off_msrp, date_negotiated${extra ? ", transmission" : ""})
     values (?, 2025, ?, ?, 'XLE', ?, 3000, '2026-11-01'${extra ? ", ?" : ""})`,
  )
    .bind(...[id, make, model, vin, ...(extra ? [extra] : [])])
    .run();
}

const row = (id: number) => env.DB.prepare("select * from negotiated_deals where id = ?").bind(id).first<Record<string, unknown>>();

beforeEach(async () => {
  await env.DB.prepare("delete from negotiated_deals").run();
  const keys = await env.CACHE.list();
  await Promise.all(keys.keys.map((k) => env.CACHE.delete(k.name)));
});
afterEach(() => vi.restoreAllMocks());

describe("deal enrichment", () => {
  it("writes back the specs of a recorded DecodeVinValues answer", async () => {
    mockUpstream([{ match: /DecodeVinValues\/2T3P1RFVXSC135893\?format=json$/, respond: json(rav4) }]);
    await insertDeal(1, "2T3P1RFVXSC135893");
    expect(await enrichPendingDeals(env)).toBe(1);
    expect(await row(1)).toMatchObject({
      transmission: "Automatic",
      drivetrain: "AWD/All-Wheel Drive",
      fuel_type: "Gasoline",
      body_style: "Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)",
      engine: "4-cyl 2.5L",
      updated_at: expect.stringMatching(/^\d{4}-/),
    });
  });

  it("keeps what a partial decode (ErrorCode 5,6,14) did decode and never overwrites a known value", async () => {
    mockUpstream([{ match: /DecodeVinValues/, respond: json(q5Partial) }]);
    await insertDeal(2, "WA1BAAFY2S2012345", "Audi", "Q5", "7-Speed S tronic");
    await enrichPendingDeals(env);
    expect(await row(2)).toMatchObject({ transmission: "7-Speed S tronic", drivetrain: null, fuel_type: "Gasoline", engine: "4-cyl 2.0L" });
  });

  it("reads the vehicle type of the first model for a deal without a VIN", async () => {
    const upstream = mockUpstream([
      { match: /GetModelsForMakeYear\/make\/mazda\/modelyear\/2025\?format=json$/, respond: json(mazdaModels) },
    ]);
    await insertDeal(3, null, "Mazda", "CX-5");
    await enrichPendingDeals(env);
    expect(await row(3)).toMatchObject({ body_style: "Multipurpose Passenger Vehicle (MPV)", transmission: null });
    expect(upstream).toHaveBeenCalledTimes(1);
  });

  it("leaves the row untouched when the decode fails or decodes nothing", async () => {
    mockUpstream([
      { match: /DecodeVinValues\/AAAAAAAAAAAAAAAAA/, respond: json(undecodable) },
      { match: /DecodeVinValues/, respond: json({}, 500) },
    ]);
    await insertDeal(4, "AAAAAAAAAAAAAAAAA");
    await insertDeal(5, "BBBBBBBBBBBBBBBBB");
    const specs = async (id: number) => {
      const { enrich_attempted_at: _tried, ...rest } = (await row(id)) ?? {};
      return rest;
    };
    const before = [await specs(4), await specs(5)];
    expect(await enrichPendingDeals(env)).toBe(0);
    expect([await specs(4), await specs(5)]).toEqual(before);
  });

  it("tries a deal at most once per 24 hours, marked in its row, not in KV", async () => {
    const upstream = mockUpstream([{ match: /DecodeVinValues/, respond: json({}, 503) }]);
    await insertDeal(6, "2T3P1RFVXSC135893");
    const first = new Date("2026-11-20T10:17:00.000Z");
    await enrichPendingDeals(env, first);
    await enrichPendingDeals(env, new Date(first.getTime() + 23 * 3_600_000));
    expect(upstream).toHaveBeenCalledTimes(1);
    expect(await row(6)).toMatchObject({ enrich_attempted_at: first.toISOString() });
    expect((await env.CACHE.list({ prefix: "enrich:" })).keys).toEqual([]);
    await enrichPendingDeals(env, new Date(first.getTime() + 25 * 3_600_000));
    expect(upstream).toHaveBeenCalledTimes(2);
  });

  it("takes at most a batch per tick, and two ticks at once never take the same deal", async () => {
    const upstream = mockUpstream([{ match: /DecodeVinValues/, respond: json({}, 503) }]);
    for (let id = 10; id < 10 + ENRICH_BATCH * 2 + 2; id += 1) await insertDeal(id, `VINX${id}`.padEnd(17, "0"));
    await Promise.all([enrichPendingDeals(env), enrichPendingDeals(env)]);
    expect(upstream).toHaveBeenCalledTimes(ENRICH_BATCH * 2);
    const asked = upstream.mock.calls.map(([input]) => String(input));
    expect(new Set(asked).size).toBe(ENRICH_BATCH * 2);
  });

  it("spends one D1 query on a tick with nothing to do", async () => {
    await insertDeal(7, "2T3P1RFVXSC135893", "Toyota", "RAV4", "Automatic");
    await env.DB.prepare("update negotiated_deals set fuel_type = 'Gasoline', drivetrain = 'AWD' where id = 7").run();
    const statements: string[] = [];
    const counted: D1Database = {
      prepare: (query) => {
        statements.push(query);
        return env.DB.prepare(query);
      },
      batch: (batch) => env.DB.batch(batch),
      exec: (query) => env.DB.exec(query),
      dump: () => env.DB.dump(),
      withSession: (constraint) => env.DB.withSession(constraint),
    };
    expect(await enrichPendingDeals({ ...env, DB: counted })).toBe(0);
    expect(statements).toHaveLength(1);
  });

  it("builds a readable engine text", () => {
    expect(engineText("6", "2.9980")).toBe("6-cyl 3.0L");
    expect(engineText("", "2.0")).toBe("2.0L");
    expect(engineText("8", "")).toBe("8-cyl");
    expect(engineText("", "")).toBeNull();
  });
});
