import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { advisorMinutesBetween } from "#app/domain/admin/advisor-time.ts";
import { EMPTIED_COUNTS, timeFirstCalls, timingStatement, untimedPage } from "./first-call-minutes.ts";

// The backfill's statements, on a table shaped like lead_requests' columns it reads and writes.

describe("timing first calls", () => {
  it("writes each request's wait in advisor minutes, where none is stored", () => {
    expect(
      timingStatement([
        { id: 3, createdAt: "2026-11-30T17:00:00.000Z", firstCallAt: "2026-11-30T17:20:00.000Z" },
        // Saturday 10pm to Monday 8:45am Pacific: 45 advisor minutes.
        { id: 9, createdAt: "2026-11-29T06:00:00.000Z", firstCallAt: "2026-11-30T16:45:00.000Z" },
      ]),
    ).toBe(
      "UPDATE lead_requests SET first_call_minutes = CASE id WHEN 3 THEN 20 WHEN 9 THEN 45 END " +
        "WHERE id IN (3, 9) AND first_call_minutes IS NULL",
    );
  });

  it("times every called request page by page, and leaves the others and the timed ones alone", async () => {
    const db = new DatabaseSync(":memory:");
    db.exec(`create table lead_requests (id integer primary key, created_at text, first_call_at text, first_call_minutes integer);
             create table first_contact_hours (bucket integer, n integer);
             insert into first_contact_hours values (-2, 0), (-2, 1), (5, 0)`);
    const insert = db.prepare("insert into lead_requests values (?, ?, ?, ?)");
    const start = Date.parse("2026-11-02T16:00:00.000Z");
    for (let id = 1; id <= 23; id++) {
      const created = new Date(start + id * 3_600_000).toISOString();
      const called = id % 4 === 0 ? null : new Date(start + id * 3_600_000 + id * 600_000).toISOString();
      insert.run(id, created, called, id === 5 ? 7 : null);
    }
    const statements: string[] = [];
    const run = async (statement: string) => {
      statements.push(statement);
      if (statement.startsWith("SELECT")) return db.prepare(statement).all();
      db.exec(statement);
      return [];
    };
    // Pages of 5, as the script's 500.
    const timed = await timeFirstCalls((statement) => run(statement.replace(/LIMIT \d+$/, "LIMIT 5")));
    expect(timed).toBe(17);
    for (const row of db.prepare("select * from lead_requests").all()) {
      const expected =
        row.id === 5
          ? 7
          : row.first_call_at === null
            ? null
            : advisorMinutesBetween(new Date(String(row.created_at)), new Date(String(row.first_call_at)));
      expect(row.first_call_minutes, String(row.id)).toBe(expected);
    }
    expect(statements.filter((statement) => statement.startsWith("UPDATE"))).toHaveLength(4);
    expect(statements.at(-1)).toBe(EMPTIED_COUNTS);
    expect(db.prepare("select bucket, n from first_contact_hours order by bucket").all()).toEqual([
      { bucket: -2, n: 1 },
      { bucket: 5, n: 0 },
    ]);
    expect(await timeFirstCalls(run)).toBe(0);
    expect(untimedPage(0)).toMatch(/WHERE id > 0 AND first_call_at IS NOT NULL AND first_call_minutes IS NULL ORDER BY id LIMIT 500$/);
  });
});
