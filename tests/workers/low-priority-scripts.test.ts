import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "~/low-priority-scripts.server";

// Issue 14.4: the document's module preloads are low priority, so the stylesheet and images come first.

/** A document sent in small pieces, as React streams it, with a link split across two of them. */
function streamed(html: string, piece = 7): Response {
  const bytes = new TextEncoder().encode(html);
  return new Response(
    new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += piece) controller.enqueue(bytes.slice(i, i + piece));
        controller.close();
      },
    }),
    { headers: { "content-type": "text/html; charset=utf-8" }, status: 203 },
  );
}

const page = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
  '<link rel="modulepreload" href="/assets/framework.js" nonce="abc"/><link rel="modulepreload" href="/assets/root.js"/>',
  '<link rel="icon" href="/favicon.svg"/></head><body><p>rel="modulepreload" in text stays text</p>',
  '<script type="module" async="" nonce="abc">import "/assets/root.js";</script></body></html>',
].join("");

describe("the document's module preloads", () => {
  it("are marked low priority, and nothing else changes", async () => {
    const response = lowPriorityScripts(streamed(page));
    expect(response.status).toBe(203);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" href="/assets/framework.js" nonce="abc" fetchpriority="low" />',
      '<link rel="modulepreload" href="/assets/root.js" fetchpriority="low" />',
    ]);
    expect(html.replace(/ fetchpriority="low" \//g, "/")).toBe(page);
  });
});
