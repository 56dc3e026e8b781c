import { csvRow } from "#app/domain/admin/csv";

/** Rows read from D1 per query: an export never holds a whole table, and each query stays small. */
const CSV_CHUNK_ROWS = 500;

/** What a spreadsheet takes for the mark of UTF-8 at a file's start (Excel reads a file without it in the system's code page). */
const BYTE_ORDER_MARK = "\uFEFF";

/**
 * A CSV download, streamed as the browser reads it: the header, then pages of rows, each page read
 * after the last row of the one before (keyset paging, so a row written during the export neither
 * repeats nor shifts a page). `page` reads up to `limit` rows after `after`; `cells` is one row's values.
 * `byteOrderMark` starts the file with UTF-8's, for a file people open in a spreadsheet.
 */
export function csvStream<T>(
  header: readonly string[],
  page: (after: T | null, limit: number) => Promise<T[]>,
  cells: (row: T) => readonly unknown[] | Promise<readonly unknown[]>,
  { byteOrderMark = false } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: T | null = null;
  let headerSent = false;
  return new ReadableStream({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(`${byteOrderMark ? BYTE_ORDER_MARK : ""}${csvRow(header)}`));
        return;
      }
      const rows = await page(after, CSV_CHUNK_ROWS);
      if (rows.length === 0) return controller.close();
      controller.enqueue(encoder.encode((await Promise.all(rows.map(async (row) => csvRow(await cells(row))))).join("")));
      after = rows.at(-1) ?? null;
      if (rows.length < CSV_CHUNK_ROWS) controller.close();
    },
  });
}
