import { z } from "zod";
import { type DeskRequest, type DeskRequestEvent, deskRequestSchema } from "#app/domain/desk/messages";
import { DESK_TIMING } from "#app/domain/desk/timing";

// The desk's own SQLite storage: the latest requests, numbered, so a page that reconnects learns which it
// missed (D1 stays the source of truth: the page reloads its data from it), and each advisor's choice of
// browser notifications.

const storedRequest = z.object({ ...deskRequestSchema.shape, seq: z.number() });
const seqRow = z.object({ seq: z.number().nullable() });
const notifyRow = z.object({ notify: z.number() });

/** The kept requests are trimmed once in this many. */
const PRUNE_EVERY = 50;

export class RequestLog {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`create table if not exists desk_requests (
      seq integer primary key autoincrement,
      lead_id text not null,
      kind text not null,
      at text not null,
      language text not null,
      stored_ms integer not null
    )`);
    sql.exec("create index if not exists desk_requests_stored_idx on desk_requests (stored_ms)");
    sql.exec("create table if not exists desk_settings (advisor_id integer primary key, notify integer not null default 0)");
  }

  /** Keeps a request and gives it the next number; the oldest beyond the kept count or age go. */
  append(request: DeskRequest, nowMs: number): number {
    const row = this.sql
      .exec(
        "insert into desk_requests (lead_id, kind, at, language, stored_ms) values (?, ?, ?, ?, ?) returning seq",
        request.leadId,
        request.kind,
        request.at,
        request.language,
        nowMs,
      )
      .one();
    const seq = z.object({ seq: z.number() }).parse(row).seq;
    // Now and then rather than on every request: each delete walks its own index.
    if (seq % PRUNE_EVERY === 0) {
      this.sql.exec("delete from desk_requests where seq <= ?", seq - DESK_TIMING.eventsKept);
      this.sql.exec("delete from desk_requests where stored_ms < ?", nowMs - DESK_TIMING.eventsKeptMs);
    }
    return seq;
  }

  latest(): number {
    return seqRow.parse(this.sql.exec("select max(seq) as seq from desk_requests").one()).seq ?? 0;
  }

  /**
   * The requests after `since` (a number a page saw) or, for a page's first socket, stored after `afterMs`
   * (when its data was read). `gap`: some are no longer kept, or the number is not this desk's.
   */
  missed(from: { since: number } | { afterMs: number }): { missed: DeskRequestEvent[]; gap: boolean } {
    const rows =
      "since" in from
        ? this.sql.exec("select seq, lead_id as leadId, kind, at, language from desk_requests where seq > ? order by seq", from.since)
        : this.sql.exec(
            "select seq, lead_id as leadId, kind, at, language from desk_requests where stored_ms > ? order by seq",
            from.afterMs,
          );
    const missed = rows.toArray().map((row) => ({ type: "request" as const, ...storedRequest.parse(row) }));
    if (!("since" in from)) return { missed, gap: false };
    const oldest = seqRow.parse(this.sql.exec("select min(seq) as seq from desk_requests").one()).seq;
    const gap = from.since > this.latest() || (oldest !== null && from.since < oldest - 1);
    return { missed, gap };
  }

  notifyOf(advisorId: number): boolean {
    const [row] = this.sql.exec("select notify from desk_settings where advisor_id = ?", advisorId).toArray();
    return row ? notifyRow.parse(row).notify === 1 : false;
  }

  setNotify(advisorId: number, on: boolean): void {
    this.sql.exec(
      "insert into desk_settings (advisor_id, notify) values (?, ?) on conflict (advisor_id) do update set notify = excluded.notify",
      advisorId,
      on ? 1 : 0,
    );
  }
}
