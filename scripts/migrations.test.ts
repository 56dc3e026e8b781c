import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { firstCallBucket, UNCALLED_BUCKET, UNTIMED_BUCKET } from "#app/domain/admin/first-call-buckets.ts";
import { nameSearchMatch } from "#app/domain/admin/name-search.ts";
import { SEARCH_FOLD_RANGES, searchFold, searchFoldTable } from "#app/domain/admin/search-fold.ts";
import { timeFirstCalls } from "./lib/first-call-minutes.ts";

// The backfill of migration 0004 on leads stored before 0003 (D1 is SQLite: node:sqlite runs the same
// SQL). The Worker tests apply the migrations to an empty database, which would not notice a backfill
// that misses a column.

const FILES = readdirSync("migrations")
  .filter((file) => file.endsWith(".sql"))
  .sort();

function apply(db: DatabaseSync, files: string[]) {
  for (const file of files) {
    for (const statement of readFileSync(`migrations/${file}`, "utf8").split("--> statement-breakpoint"))
      if (statement.trim()) db.exec(statement);
  }
}

describe("migrations 0003 and 0004 on leads already stored", () => {
  it("give every lead its phone digits, its person, its latest request and its first request with its contact details", () => {
    const db = new DatabaseSync(":memory:");
    apply(
      db,
      FILES.filter((file) => file < "0003"),
    );
    db.exec(`insert into leads (id, email, phone, lead_source, created_at, updated_at) values
      ('form', 'dana@gmail.com', '(415) 555-2671', 'landing_page_cta', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'),
      ('chat', 'dana.r@gmail.com', '4155552671', 'chatbot', '2026-02-01T00:00:00Z', '2026-02-01T00:00:00Z'),
      ('news', 'news@gmail.com', null, 'landing_page_footer', '2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z')`);
    apply(
      db,
      FILES.filter((file) => file >= "0003"),
    );

    expect(db.prepare("select id, phone_digits, person_id, last_requested_at from leads order by created_at").all()).toEqual([
      { id: "form", phone_digits: "4155552671", person_id: "form", last_requested_at: "2026-01-01T00:00:00Z" },
      { id: "chat", phone_digits: "4155552671", person_id: "form", last_requested_at: "2026-02-01T00:00:00Z" },
      { id: "news", phone_digits: null, person_id: "news", last_requested_at: "2026-03-01T00:00:00Z" },
    ]);
    expect(
      db.prepare("select lead_id, source, email, phone, phone_digits, created_at from lead_requests order by created_at").all(),
    ).toEqual([
      {
        lead_id: "form",
        source: "landing_page_cta",
        email: "dana@gmail.com",
        phone: "(415) 555-2671",
        phone_digits: "4155552671",
        created_at: "2026-01-01T00:00:00Z",
      },
      {
        lead_id: "chat",
        source: "chatbot",
        email: "dana.r@gmail.com",
        phone: "4155552671",
        phone_digits: "4155552671",
        created_at: "2026-02-01T00:00:00Z",
      },
      {
        lead_id: "news",
        source: "landing_page_footer",
        email: "news@gmail.com",
        phone: null,
        phone_digits: null,
        created_at: "2026-03-01T00:00:00Z",
      },
    ]);
  });
});

describe("migrations 0015 and 0021, the name search's index (docs/decisions/032 and 044)", () => {
  /** The leads whose rows hold every trigram of `text` (as the search asks the index). */
  const indexed = (db: DatabaseSync, text: string) =>
    db
      .prepare(
        `select distinct lead_id from lead_search_rows
         where key in (select rowid from lead_name_search where lead_name_search match ?) order by lead_id`,
      )
      .all(nameSearchMatch(searchFold(text)))
      .map((row) => row.lead_id);
  const counts = (db: DatabaseSync) =>
    db
      .prepare(
        `select (select count(*) from lead_name_search) as indexed, (select count(*) from lead_search_rows) as keyed,
                (select count(*) from leads) + (select count(*) from lead_requests) as stored`,
      )
      .get();
  const bodies = (db: DatabaseSync) =>
    db
      .prepare("select lead_id, request_id, body from lead_search_rows order by lead_id, request_id")
      .all()
      .map((row) => [row.lead_id, row.request_id, row.body]);

  it("fills the index from the leads, requests and notes stored before it, folded, then keeps it on writes", () => {
    const db = new DatabaseSync(":memory:");
    apply(
      db,
      FILES.filter((file) => file < "0015"),
    );
    db.exec(`insert into leads (id, first_name, last_name, email, notes)
             values ('jose', 'José', 'Núñez', 'jose@example.com', 'Mejor llamar después de las 5 p. m.'), ('ann', 'Ann', 'Lee', null, null);
             insert into lead_requests (lead_id, source, first_name, last_name, email)
             values ('ann', 'landing_page_cta', 'Annie', 'Parker', 'ap@example.com')`);
    apply(
      db,
      FILES.filter((file) => file >= "0015" && file < "0020"),
    );
    db.exec("insert into lead_notes (lead_id, advisor_id, body) values ('ann', 1, 'Habla español')");
    apply(
      db,
      FILES.filter((file) => file >= "0020"),
    );
    expect(counts(db)).toEqual({ indexed: 3, keyed: 3, stored: 3 });
    expect(bodies(db)).toEqual([
      ["ann", 0, "ann lee\n\n\nhabla espanol\n"],
      ["ann", 1, "annie parker\nap@example.com"],
      ["jose", 0, "jose nunez\njose@example.com\nmejor llamar despues de las 5 p. m.\n\n"],
    ]);
    expect(indexed(db, "UÑE")).toEqual(["jose"]);
    expect(indexed(db, "jose")).toEqual(["jose"]);
    expect(indexed(db, "despues")).toEqual(["jose"]);
    expect(indexed(db, "Español")).toEqual(["ann"]);
    expect(indexed(db, "arker")).toEqual(["ann"]);
    db.exec("update leads set first_name = 'Pepe', email = 'pepe@example.com' where id = 'jose'");
    expect(indexed(db, "osé")).toEqual([]);
    expect(indexed(db, "Pep")).toEqual(["jose"]);
    db.exec("insert into call_attempts (lead_id, advisor_id, outcome, note) values ('jose', 1, 'no-answer', 'Buzón lleno')");
    expect(indexed(db, "buzon")).toEqual(["jose"]);
    db.exec("delete from call_attempts where lead_id = 'jose'");
    expect(indexed(db, "buzon")).toEqual([]);
    db.exec("delete from leads where id = 'ann'");
    expect(counts(db)).toEqual({ indexed: 1, keyed: 1, stored: 1 });
  });

  it("folds every character as the query is folded (search_folds and searchFold agree)", () => {
    const db = new DatabaseSync(":memory:");
    apply(db, FILES);
    expect(db.prepare("select character, folded from search_folds order by character").all()).toEqual(
      searchFoldTable()
        .map(([character, folded]) => ({ character, folded }))
        .sort((a, b) => (Buffer.from(a.character) < Buffer.from(b.character) ? -1 : 1)),
    );
    // Each character of the ranges and around them, alone and inside a name, through the view the triggers use.
    const characters = SEARCH_FOLD_RANGES.flatMap(([from, to]) =>
      Array.from({ length: to - from + 3 }, (_, i) => String.fromCodePoint(from - 1 + i)),
    );
    const insert = db.prepare("insert into leads (id, first_name, last_name) values (?, ?, ?)");
    for (const [i, character] of characters.entries()) insert.run(`c${i}`, `Ab${character}Cd`, character);
    const folded = db.prepare("select body from lead_search_rows where lead_id = ? and request_id = 0");
    for (const [i, character] of characters.entries()) {
      const expected = `${searchFold(`Ab${character}Cd`)} ${searchFold(character)}\n\n\n\n`;
      expect(folded.get(`c${i}`)?.body, `U+${character.codePointAt(0)?.toString(16)}`).toBe(expected);
    }
  });

  it("is taken off for an export by scripts/d1/name-search-off.sql and put back whole by migration 0021's file", () => {
    const db = new DatabaseSync(":memory:");
    apply(db, FILES);
    db.exec("insert into leads (id, first_name, email) values ('a', 'Gwendolyn', 'g@example.com'), ('b', 'Bob', 'b@example.com')");
    db.exec(readFileSync("scripts/d1/name-search-off.sql", "utf8"));
    expect(db.prepare("select name from sqlite_schema where name like 'lead_name_search%' or name like 'lead_search_%'").all()).toEqual([
      { name: "lead_search_rows" },
      { name: "lead_search_rows_lead_request_idx" },
      { name: "lead_search_text" },
    ]);
    // Leads are still written with the index off.
    db.exec("insert into leads (id, first_name, email) values ('c', 'Wéndy', 'w@example.com')");
    apply(
      db,
      FILES.filter((file) => file.startsWith("0021")),
    );
    expect(counts(db)).toEqual({ indexed: 3, keyed: 3, stored: 3 });
    expect(indexed(db, "end")).toEqual(["a", "c"]);
  });
});

describe("migration 0024, the call queue (docs/decisions/054)", () => {
  it("counts the leads stored before it anew by their call queue, then keeps the counts on writes", () => {
    const db = new DatabaseSync(":memory:");
    apply(
      db,
      FILES.filter((file) => file < "0024"),
    );
    db.exec(`insert into leads (id, phone_digits, lead_source, status, next_callback_at, assigned_advisor_id, last_requested_at) values
      ('waiting', '4155550001', 'landing_page_cta', 'new', null, null, '2026-11-23T17:00:00Z'),
      ('callback', '4155550002', 'landing_page_cta', 'contacted', '2026-11-24T17:00:00Z', 1, '2026-11-20T17:00:00Z'),
      ('chat', null, 'chatbot', 'new', null, null, '2026-11-23T18:00:00Z')`);
    db.exec("insert into lead_requests (lead_id, source, phone_digits) values ('waiting', 'landing_page_cta', '4155550009')");
    apply(
      db,
      FILES.filter((file) => file >= "0024"),
    );
    const tallies = () => db.prepare("select advisor_key, status, queue, n from lead_tallies where n != 0 order by queue").all();
    expect(tallies()).toEqual([
      { advisor_key: 1, status: "contacted", queue: "callback", n: 1 },
      { advisor_key: 0, status: "new", queue: "no-contact", n: 1 },
      { advisor_key: 0, status: "new", queue: "uncalled", n: 1 },
    ]);
    db.exec("update leads set next_callback_at = null where id = 'callback'");
    db.exec("update leads set phone_digits = '4155550003' where id = 'chat'");
    expect(tallies()).toEqual([
      { advisor_key: 1, status: "contacted", queue: "callable", n: 1 },
      { advisor_key: 0, status: "new", queue: "uncalled", n: 2 },
    ]);
    expect(db.prepare("select phone_local from lead_requests").all()).toEqual([{ phone_local: "5550009" }]);
  });
});

describe("migration 0025, the first contact's counts (docs/decisions/057)", () => {
  it("gives the requests stored before it their first call, counts them untimed, and the backfill times them", async () => {
    const db = new DatabaseSync(":memory:");
    db.exec("pragma foreign_keys = on");
    apply(
      db,
      FILES.filter((file) => file < "0025"),
    );
    db.exec(`insert into leads (id, phone_digits, lead_source, last_requested_at, created_at) values
      ('form', '4155550001', 'landing_page_cta', '2026-11-30T17:00:00Z', '2026-11-30T17:00:00Z'),
      ('chat', null, 'chatbot', '2026-11-30T17:00:00Z', '2026-11-30T17:00:00Z')`);
    db.exec(`insert into lead_requests (lead_id, source, created_at) values
      ('form', 'landing_page_cta', '2026-11-30T16:00:00.000Z'), ('form', 'landing_page_cta', '2026-11-30T17:00:00.000Z'),
      ('form', 'landing_page_footer', '2026-11-30T17:00:00.000Z'), ('form', 'landing_page_cta', '2026-11-30T21:00:00.000Z'),
      ('chat', 'chatbot', '2026-11-30T17:00:00.000Z')`);
    // Logged out of order: the first call after each request is the earliest, whatever was written first.
    db.exec(`insert into call_attempts (lead_id, advisor_id, outcome, created_at) values
      ('form', 2, 'no-answer', '2026-11-30T20:00:00.000Z'), ('form', 1, 'no-answer', '2026-11-30T17:20:00.000Z'),
      ('form', 3, 'no-answer', '2026-11-30T16:50:00.000Z'), ('chat', 1, 'no-answer', '2026-11-30T18:00:00.000Z')`);
    apply(
      db,
      FILES.filter((file) => file >= "0025"),
    );
    const requests = () =>
      db.prepare("select source, first_call_at, first_caller_id, first_call_minutes from lead_requests order by id").all();
    expect(requests()).toEqual([
      { source: "landing_page_cta", first_call_at: "2026-11-30T16:50:00.000Z", first_caller_id: 3, first_call_minutes: null },
      { source: "landing_page_cta", first_call_at: "2026-11-30T17:20:00.000Z", first_caller_id: 1, first_call_minutes: null },
      { source: "landing_page_footer", first_call_at: null, first_caller_id: null, first_call_minutes: null },
      { source: "landing_page_cta", first_call_at: null, first_caller_id: null, first_call_minutes: null },
      // A chat with no phone asks for no call: it has its first call, and is not counted until it has a phone.
      { source: "chatbot", first_call_at: "2026-11-30T18:00:00.000Z", first_caller_id: 1, first_call_minutes: null },
    ]);
    const counts = () => db.prepare("select hour, caller_key, bucket, n from first_contact_hours where n != 0 order by 1, 2, 3").all();
    expect(counts()).toEqual([
      { hour: "2026-11-30T16", caller_key: 3, bucket: UNTIMED_BUCKET, n: 1 },
      { hour: "2026-11-30T17", caller_key: 1, bucket: UNTIMED_BUCKET, n: 1 },
      { hour: "2026-11-30T21", caller_key: 0, bucket: UNCALLED_BUCKET, n: 1 },
    ]);
    db.exec("update leads set phone_digits = '4155550002' where id = 'chat'");
    const run = async (statement: string) => {
      if (statement.startsWith("SELECT")) return db.prepare(statement).all();
      db.exec(statement);
      return [];
    };
    expect(await timeFirstCalls(run)).toBe(3);
    expect(counts()).toEqual([
      // Monday 8am Pacific to 8:50: 50 advisor minutes (the shift opens at 8).
      { hour: "2026-11-30T16", caller_key: 3, bucket: 50, n: 1 },
      { hour: "2026-11-30T17", caller_key: 1, bucket: 20, n: 1 },
      { hour: "2026-11-30T17", caller_key: 1, bucket: 60, n: 1 },
      { hour: "2026-11-30T21", caller_key: 0, bucket: UNCALLED_BUCKET, n: 1 },
    ]);
  });

  it("buckets each wait in SQL as first-call-buckets.ts does", () => {
    const db = new DatabaseSync(":memory:");
    apply(db, FILES);
    db.exec("insert into leads (id) values ('lead')");
    db.exec(`with recursive m(minutes) as (select 0 union all select minutes + 1 from m where minutes < 30 * 24 * 60)
             insert into lead_requests (lead_id, source, first_call_at, first_call_minutes)
             select 'lead', 'landing_page_cta', '2026-11-30T17:00:00.000Z', minutes from m`);
    const rows = db.prepare("select first_call_minutes as minutes, first_call_bucket as bucket from lead_requests").all();
    expect(rows).toHaveLength(30 * 24 * 60 + 1);
    expect(rows.map((row) => row.bucket)).toEqual(rows.map((row) => firstCallBucket(Number(row.minutes))));
  });
});
