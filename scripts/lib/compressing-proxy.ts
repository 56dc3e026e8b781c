// In production Cloudflare's edge compresses every text response; `vite preview` does not. The audit
// puts this proxy in front of the local Worker so Lighthouse measures the bytes a visitor downloads.
// Like the edge, it compresses a content-hashed asset (/assets/…) once and then answers it from its
// cache: compressing the framework chunk at brotli's best level on every request would be read by
// Lighthouse as the server's response time and added to every page's LCP.
// Pages stream, compressed as they come, their headers sent as soon as the Worker answers, at a level for
// compressing on the fly (an edge compresses each dynamic response as it passes): brotli's best level costs
// a page more time than the few bytes it saves over the throttled link (figures: docs/benchmarks.md).
import { createServer, type Server } from "node:http";
import { Readable } from "node:stream";
import { brotliCompressSync, constants, createBrotliCompress } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|ld\+json)|image\/svg\+xml)/;
/** Vite names every file under /assets/ by its content's hash, so one URL always holds the same bytes. */
const IMMUTABLE = /^\/assets\//;
/** Brotli's level for a response compressed as it streams (see above). */
const ON_THE_FLY_QUALITY = 5;

type Cached = { status: number; headers: Record<string, string>; body: Buffer };

export function startCompressingProxy(upstream: string, port: number): Promise<Server> {
  const cache = new Map<string, Cached>();
  const server = createServer(async (request, response) => {
    try {
      const path = request.url ?? "/";
      const immutable = request.method === "GET" && IMMUTABLE.test(path);
      const hit = immutable ? cache.get(path) : undefined;
      if (hit) return void response.writeHead(hit.status, hit.headers).end(hit.body);
      const answer = await fetch(`${upstream}${path}`, {
        method: request.method,
        headers: { accept: request.headers.accept ?? "*/*", "user-agent": request.headers["user-agent"] ?? "" },
        redirect: "manual",
      });
      const headers = Object.fromEntries(
        [...answer.headers].filter(([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name)),
      );
      const compress = COMPRESSIBLE.test(answer.headers.get("content-type") ?? "") && answer.body !== null;
      const sent = compress ? { ...headers, "content-encoding": "br", vary: "accept-encoding" } : headers;
      if (immutable && answer.ok) {
        const raw = Buffer.from(await answer.arrayBuffer());
        const entry = { status: answer.status, headers: sent, body: compress ? brotliCompressSync(raw) : raw };
        cache.set(path, entry);
        return void response.writeHead(entry.status, entry.headers).end(entry.body);
      }
      response.writeHead(answer.status, sent);
      response.flushHeaders();
      if (!answer.body) return void response.end();
      const body = Readable.from(chunks(answer.body.getReader()));
      if (!compress) return void body.pipe(response);
      // Flush as chunks arrive so a streamed document still streams.
      body
        .pipe(
          createBrotliCompress({
            flush: constants.BROTLI_OPERATION_FLUSH,
            params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_QUALITY },
          }),
        )
        .pipe(response);
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

/** Fetches each page and every asset it names through the proxy once, as visitors before the audit would have. */
export async function warmAssets(base: string, pages: readonly string[]) {
  for (const page of pages) {
    const html = await (await fetch(`${base}${page}`)).text();
    for (const [, asset] of html.matchAll(/"(\/assets\/[^"]+)"/g)) await (await fetch(`${base}${asset}`)).arrayBuffer();
  }
}

async function* chunks(reader: ReadableStreamDefaultReader<Uint8Array>) {
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}
