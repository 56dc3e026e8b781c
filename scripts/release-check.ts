// npm run release:check — what `wrangler deploy` would upload, without uploading: a dry run of the
// built Worker that prints its size and fails when the gzipped bundle passes Cloudflare's 3 MB limit.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const LIMIT_KIB = 3 * 1024;

const outdir = mkdtempSync(join(tmpdir(), "worker-dry-run-"));
try {
  const output = execFileSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const match = /Total Upload:\s*([\d.]+) KiB\s*\/\s*gzip:\s*([\d.]+) KiB/.exec(output);
  if (!match) {
    console.error(output);
    throw new Error("wrangler deploy --dry-run printed no upload size");
  }
  const [raw, gzip] = [Number(match[1]), Number(match[2])];
  console.log(`Worker bundle: ${raw.toFixed(0)} KiB, gzip ${gzip.toFixed(0)} KiB (limit ${LIMIT_KIB} KiB gzipped)`);
  if (gzip >= LIMIT_KIB) {
    console.error("The gzipped Worker is over Cloudflare's 3 MB limit.");
    process.exitCode = 1;
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
