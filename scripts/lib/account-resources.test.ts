import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bucketNames, missingResources, queueNames, wranglerError } from "./account-resources";

// What wrangler 4.164 printed, recorded against an API answering in Cloudflare's shapes (tests/fixtures/wrangler).
const recorded = (name: string) => readFileSync(`tests/fixtures/wrangler/${name}`, "utf8");

describe("the account's buckets and queues, read from wrangler's listings", () => {
  it("reads the bucket names of `wrangler r2 bucket list`", () => {
    expect(bucketNames(recorded("r2-bucket-list.txt"))).toEqual(["lead-uploads", "marketing-assets"]);
    expect(bucketNames("\u001b[37mname:\u001b[39m  \u001b[90mlead-uploads\u001b[39m\n")).toEqual(["lead-uploads"]);
  });

  it("reads the queue names of a page of `wrangler queues list`, and none past the last page", () => {
    expect(queueNames(recorded("queues-list.txt"))).toEqual([
      "lead-events",
      "lead-events-dlq",
      "lead-writes",
      "lead-writes-dlq",
      "quote-readings",
    ]);
    expect(queueNames(recorded("queues-list-past-the-last-page.txt"))).toEqual([]);
  });

  it("names each missing bucket and queue with the command that creates it", () => {
    const found = { buckets: bucketNames(recorded("r2-bucket-list.txt")), queues: queueNames(recorded("queues-list.txt")) };
    expect(
      missingResources({
        buckets: ["lead-uploads"],
        queues: ["lead-events", "quote-readings", "quote-readings-dlq", "lead-events"],
        found,
      }),
    ).toEqual(["queue quote-readings-dlq: not in the account (`npx wrangler queues create quote-readings-dlq`)"]);
    expect(missingResources({ buckets: ["lead-uploads-eu"], queues: [], found })).toEqual([
      "R2 bucket lead-uploads-eu: not in the account (`npx wrangler r2 bucket create lead-uploads-eu`)",
    ]);
  });

  it("says why wrangler could not list, in one line", () => {
    expect(wranglerError(recorded("not-logged-in.txt"))).toMatch(
      /^In a non-interactive environment, it's necessary to set a CLOUDFLARE_API_TOKEN/,
    );
  });
});
