// Whether the Cloudflare account holds the R2 bucket and the queues wrangler.toml names, read from what
// `wrangler r2 bucket list` and `wrangler queues list` print (they have no JSON output): `deploy:check`
// runs them when it can reach the account. Pure: the recorded outputs in tests/fixtures/wrangler test it.
import { stripVTControlCharacters } from "node:util";

/** The bucket names of `wrangler r2 bucket list`: one "name:" line per bucket. */
export function bucketNames(output: string): string[] {
  return lines(output).flatMap((line) => {
    const name = /^name:\s+(\S+)\s*$/.exec(line)?.[1];
    return name ? [name] : [];
  });
}

/** The queue names of one page of `wrangler queues list`: a table whose header row has a "name" column. */
export function queueNames(output: string): string[] {
  const rows = lines(output)
    .filter((line) => line.startsWith("│"))
    .map((line) =>
      line
        .split("│")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const column = rows[0]?.indexOf("name") ?? -1;
  if (column < 0) return [];
  return rows.slice(1).flatMap((cells) => (cells[column] ? [cells[column]] : []));
}

/** What wrangler.toml needs of the account, and what the account was found to hold. */
export type AccountCheck = { buckets: readonly string[]; queues: readonly string[]; found: { buckets: string[]; queues: string[] } };

/** One line per missing bucket or queue, with the command that creates it. */
export function missingResources({ buckets, queues, found }: AccountCheck): string[] {
  return [
    ...[...new Set(buckets)]
      .filter((name) => !found.buckets.includes(name))
      .map((name) => `R2 bucket ${name}: not in the account (\`npx wrangler r2 bucket create ${name}\`)`),
    ...[...new Set(queues)]
      .filter((name) => !found.queues.includes(name))
      .map((name) => `queue ${name}: not in the account (\`npx wrangler queues create ${name}\`)`),
  ];
}

/** Why wrangler could not list: the first sentence of its error (not logged in, no network), without colours. */
export function wranglerError(output: string): string {
  const line = lines(output).find((text) => /ERROR/.test(text)) ?? lines(output).find((text) => text.trim() !== "") ?? "no output";
  const message = line.replace(/^✘\s*\[ERROR\]\s*/, "").trim();
  return (/^.*?[.!?](?=\s|$)/.exec(message)?.[0] ?? message).slice(0, 200);
}

const lines = (output: string) => stripVTControlCharacters(output).split(/\r?\n/);
