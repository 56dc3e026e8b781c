import { describe, expect, it } from "vitest";
import { rewriteDocumentHead } from "~/document-head.server";

// Issue 14.4 (LCP): the stylesheet is in the document's head, so the first paint needs no second
// request, and the module preloads are low priority.

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

const head = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Page</title>';
const preloads = '<link rel="modulepreload" href="/assets/framework.js" nonce="abc"/><link rel="modulepreload" href="/assets/root.js"/>';
const rest = [
  '<link rel="icon" href="/favicon.svg"/></head><body><p>rel="modulepreload" in text stays text</p>',
  '<script type="module" async="" nonce="abc">import "/assets/root.js";</script></body></html>',
].join("");
const STYLESHEET = ".a{color:red}.b>.c{margin:0}";

describe("the document's head", () => {
  it("carries the stylesheet at its end, and nothing else changes", async () => {
    const response = rewriteDocumentHead(streamed(head + preloads + rest), STYLESHEET);
    expect(response.status).toBe(203);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = (await response.text()).replace(/ fetchpriority="low" \//g, "/");
    expect(html).toBe(head + preloads + rest.replace("</head>", `<style>${STYLESHEET}</style></head>`));
  });

  it("marks the module preloads low priority", async () => {
    const html = await rewriteDocumentHead(streamed(head + preloads + rest), STYLESHEET).text();
    expect(html.match(/<link rel="modulepreload"[^>]*>/g)).toEqual([
      '<link rel="modulepreload" href="/assets/framework.js" nonce="abc" fetchpriority="low" />',
      '<link rel="modulepreload" href="/assets/root.js" fetchpriority="low" />',
    ]);
  });

  it("keeps a stylesheet that mentions </style> from ending its element early", async () => {
    const html = await rewriteDocumentHead(streamed(head + rest), '.x::after{content:"</style><p>"}').text();
    expect(html).toContain('<style>.x::after{content:"<\\/style><p>"}</style></head>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});
