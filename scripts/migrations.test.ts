import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";

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

describe("migration 0015, the name search's index (docs/decisions/032)", () => {
  /** The leads whose name or email rows hold every trigram of `text` (as the search asks the index). */
  const indexed = (db: DatabaseSync, match: string) =>
    db
      .prepare(
        `select distinct lead_id from lead_search_rows
         where key in (select rowid from lead_name_search where lead_name_search match ?) order by lead_id`,
      )
      .all(match)
      .map((row) => row.lead_id);
  const counts = (db: DatabaseSync) =>
    db
      .prepare(
        `select (select count(*) from lead_name_search) as indexed, (select count(*) from lead_search_rows) as keyed,
                (select count(*) from leads) + (select count(*) from lead_requests) as stored`,
      )
      .get();

  it("fills the index from the leads and requests stored before it, then keeps it on writes", () => {
    const db = new DatabaseSync(":memory:");
    apply(
      db,
      FILES.filter((file) => file < "0015"),
    );
    db.exec(`insert into leads (id, first_name, last_name, email)
             values ('jose', 'José', 'Núñez', 'jose@example.com'), ('ann', 'Ann', 'Lee', null);
             insert into lead_requests (lead_id, source, first_name, last_name, email)
             values ('ann', 'landing_page_cta', 'Annie', 'Parker', 'ap@example.com')`);
    apply(
      db,
      FILES.filter((file) => file >= "0015"),
    );
    expect(counts(db)).toEqual({ indexed: 3, keyed: 3, stored: 3 });
    expect(indexed(db, '"úñe"')).toEqual(["jose"]);
    expect(indexed(db, '"osé"')).toEqual(["jose"]);
    expect(indexed(db, '"ark" AND "rke"')).toEqual(["ann"]);
    db.exec("update leads set first_name = 'Pepe' where id = 'jose'");
    expect(indexed(db, '"osé"')).toEqual([]);
    expect(indexed(db, '"Pep"')).toEqual(["jose"]);
    db.exec("delete from leads where id = 'ann'");
    expect(counts(db)).toEqual({ indexed: 1, keyed: 1, stored: 1 });
  });

  it("is taken off for an export by scripts/d1/name-search-off.sql and put back whole by the migration's file", () => {
    const db = new DatabaseSync(":memory:");
    apply(db, FILES);
    db.exec("insert into leads (id, first_name, email) values ('a', 'Gwendolyn', 'g@example.com'), ('b', 'Bob', 'b@example.com')");
    db.exec(readFileSync("scripts/d1/name-search-off.sql", "utf8"));
    expect(db.prepare("select name from sqlite_schema where name like 'lead_name_search%'").all()).toEqual([]);
    // Leads are still written with the index off.
    db.exec("insert into leads (id, first_name, email) values ('c', 'Wendy', 'w@example.com')");
    apply(
      db,
      FILES.filter((file) => file.startsWith("0015")),
    );
    expect(counts(db)).toEqual({ indexed: 3, keyed: 3, stored: 3 });
    expect(indexed(db, '"end"')).toEqual(["a", "c"]);
  });
});

describe("migration 0018, the requests' other phones (docs/decisions/038)", () => {
  it("gives each request stored before it its phone where that is not its lead's own, then keeps it on writes", () => {
    const db = new DatabaseSync(":memory:");
    apply(
      db,
      FILES.filter((file) => file < "0018"),
    );
    db.exec(`insert into leads (id, phone_digits) values ('a', '4155550001'), ('chat', null)`);
    db.exec(`insert into lead_requests (lead_id, source, phone_digits) values
      ('a', 'landing_page_cta', '4155550001'), ('a', 'landing_page_cta', '4155550002'), ('a', 'chatbot', null),
      ('chat', 'chatbot', '4155550003')`);
    apply(
      db,
      FILES.filter((file) => file >= "0018"),
    );
    const others = () =>
      db
        .prepare("select other_phone_digits as other from lead_requests order by id")
        .all()
        .map((row) => row.other);
    expect(others()).toEqual([null, "4155550002", null, "4155550003"]);
    db.exec("update leads set phone_digits = '4155550002' where id = 'a'");
    expect(others()).toEqual(["4155550001", null, null, "4155550003"]);
  });
});
