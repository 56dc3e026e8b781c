import { describe, expect, it } from "vitest";
import { rewriteDocument } from "#app/document-rewrite.server";

// The stylesheet is in the document's head, so the first paint needs no second request; and
// the scripts, which no page needs to paint, are fetched at once at a low priority (decision record 048).

/** A document sent in small pieces, as React streams it, with a tag split across two of them. */
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
const scripts = '<link rel="modulepreload" href="/assets/preact.js"/><script type="module" src="/assets/islands.js" nonce="abc"></script>';
const body = '<link rel="icon" href="/favicon.svg"/></head><body><p>&lt;/head&gt; in text stays text</p><h1>Buy smarter</h1>';
const end =
  '<script nonce="abc">window.done = 1;</script><script nonce="abc" type="module">import("/assets/root.js");</script></body></html>';
const page = head + scripts + body + end;
const stylesheet = ".a{color:red}.b>.c{margin:0}";

describe("the document", () => {
  it("carries the stylesheet at the end of its head, status and headers kept", async () => {
    const response = rewriteDocument(streamed(page), stylesheet);
    expect(response.status).toBe(203);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain(`<link rel="icon" href="/favicon.svg"/><style>${stylesheet}</style></head>`);
  });

  it("asks for every module script and module preload at a low priority, and holds none back", async () => {
    const html = await rewriteDocument(streamed(page), stylesheet).text();
    expect(html).toContain('<link rel="modulepreload" href="/assets/preact.js" fetchpriority="low" />');
    expect(html).toContain('<script type="module" src="/assets/islands.js" nonce="abc" fetchpriority="low"></script>');
    // An inline script (React's streamed boundaries, React Router's module script) fetches nothing: left as it is.
    expect(html).toContain('<script nonce="abc">window.done = 1;</script><script nonce="abc" type="module">import(');
  });

  it("changes nothing else", async () => {
    const html = await rewriteDocument(streamed(page), stylesheet).text();
    const restored = html
      .replace(`<style>${stylesheet}</style>`, "")
      .replaceAll(' fetchpriority="low" /', "/")
      .replaceAll(' fetchpriority="low"', "");
    expect(restored).toBe(page);
  });

  it("keeps a stylesheet that mentions </style> from ending its element early", async () => {
    const html = await rewriteDocument(streamed(head + body + end), '.x::after{content:"</style><p>"}').text();
    expect(html).toContain('<style>.x::after{content:"<\\/style><p>"}</style></head>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});
