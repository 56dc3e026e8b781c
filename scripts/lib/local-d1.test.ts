import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryLocalD1 } from "./local-d1.ts";

// A Worker served as vite preview serves the app (Miniflare, its Local Explorer on, D1 kept on disk), which
// writes its D1 on every request and answers 500 with the error when the write fails.
const WORKER = `export default {
  async fetch(request, env) {
    try {
      await env.DB.prepare("insert into probe (who) values ('worker')").run();
      return new Response("stored");
    } catch (error) {
      return new Response(String(error), { status: 500 });
    }
  },
};`;

describe("queryLocalD1", () => {
  let dir = "";
  let miniflare: Miniflare | undefined;
  let base = "";

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "local-d1-"));
    miniflare = new Miniflare(
      convertV4MiniflareOptions({
        modules: true,
        script: WORKER,
        compatibilityDate: "2026-10-01",
        d1Databases: { DB: "local-d1-test" },
        resourcePersistencePath: dir,
        unsafeLocalExplorer: true,
      }),
    );
    base = (await miniflare.ready).origin;
    await queryLocalD1(base, "create table probe (id integer primary key, who text not null)");
  });
  afterAll(async () => {
    await miniflare?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("writes beside the served Worker without ever failing one of the Worker's own writes", async () => {
    // Two of the Worker's requests in flight and the helper writing, for long enough that a lock held by a second
    // connection on the file (the helper's write, or its checkpoint at close) meets many of the Worker's writes.
    const until = Date.now() + 3_000;
    const workerWrites = async () => {
      const failures: string[] = [];
      let stored = 0;
      while (Date.now() < until) {
        const response = await fetch(base);
        if (response.ok) stored += 1;
        else failures.push(await response.text());
      }
      return { stored, failures };
    };
    const helperWrites = async () => {
      let stored = 0;
      while (Date.now() < until) {
        await queryLocalD1(base, "insert into probe (who) values (?)", "helper");
        stored += 1;
      }
      return stored;
    };
    const [first, second, helper] = await Promise.all([workerWrites(), workerWrites(), helperWrites()]);
    expect([...first.failures, ...second.failures]).toEqual([]);
    expect(first.stored + second.stored).toBeGreaterThan(50);
    expect(helper).toBeGreaterThan(50);
    expect(await queryLocalD1(base, "select who, count(*) as n from probe group by who order by who")).toEqual([
      { who: "helper", n: helper },
      { who: "worker", n: first.stored + second.stored },
    ]);
  }, 15_000);

  it("gives rows as objects, values bound as text, and refuses a statement D1 refuses, with its message", async () => {
    expect(await queryLocalD1(base, "select ? as text, cast(? as integer) as n, null as missing", "a", "3")).toEqual([
      { text: "a", n: 3, missing: null },
    ]);
    await expect(queryLocalD1(base, "select no_such_column from probe")).rejects.toThrow(/no such column: no_such_column/);
  });

  it("runs several statements as one transaction: all or none", async () => {
    await expect(queryLocalD1(base, "insert into probe (who) values ('together'); insert into probe (who) values (null)")).rejects.toThrow(
      /NOT NULL constraint failed/,
    );
    expect(await queryLocalD1(base, "select count(*) as n from probe where who = 'together'")).toEqual([{ n: 0 }]);
  });
});
