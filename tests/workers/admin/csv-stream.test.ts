import { describe, expect, it } from "vitest";
import { csvStream } from "#worker/services/admin/csv-stream.server";

// The one CSV streamer of the leads and subscribers exports: pages read after the last row of the one
// before, until a short or empty page.

describe("a streamed CSV", () => {
  it("reads page after page from the last row, and ends after a short page", async () => {
    const rows = Array.from({ length: 1_203 }, (_, i) => ({ n: i + 1 }));
    const asked: (number | null)[] = [];
    const stream = csvStream(
      ["n", "double"],
      async (after: { n: number } | null, limit) => {
        asked.push(after?.n ?? null);
        return rows.filter((row) => row.n > (after?.n ?? 0)).slice(0, limit);
      },
      (row) => [row.n, row.n * 2],
    );
    const lines = (await new Response(stream).text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("n,double");
    expect(lines.slice(1)).toEqual(rows.map((row) => `${row.n},${row.n * 2}`));
    expect(asked).toEqual([null, 500, 1000]);
  });

  it("is the header alone when there is nothing to export", async () => {
    const stream = csvStream(
      ["email"],
      async () => [],
      () => [],
    );
    expect(await new Response(stream).text()).toBe("email\r\n");
  });

  it("starts with UTF-8's byte-order mark when asked, for a file people open in a spreadsheet", async () => {
    const stream = csvStream(
      ["name"],
      async (after: { name: string } | null) => (after ? [] : [{ name: "María José García" }]),
      (row) => [row.name],
      { byteOrderMark: true },
    );
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe("name\r\nMaría José García\r\n");
  });
});
