// In production Cloudflare's edge compresses every text response; `vite preview` does not. The audit
// puts this proxy in front of the local Worker so Lighthouse measures the bytes a visitor downloads.
import { createServer, type Server } from "node:http";
import { Readable } from "node:stream";
import { constants, createBrotliCompress } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|ld\+json)|image\/svg\+xml)/;

export function startCompressingProxy(upstream: string, port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    try {
      const answer = await fetch(`${upstream}${request.url ?? "/"}`, {
        method: request.method,
        headers: { accept: request.headers.accept ?? "*/*", "user-agent": request.headers["user-agent"] ?? "" },
        redirect: "manual",
      });
      const headers = Object.fromEntries([...answer.headers].filter(([name]) => !["content-length", "content-encoding", "transfer-encoding"].includes(name)));
      const compress = COMPRESSIBLE.test(answer.headers.get("content-type") ?? "") && answer.body !== null;
      response.writeHead(answer.status, compress ? { ...headers, "content-encoding": "br", vary: "accept-encoding" } : headers);
      if (!answer.body) return void response.end();
      const body = Readable.from(chunks(answer.body.getReader()));
      if (!compress) return void body.pipe(response);
      // Flush as chunks arrive so a streamed document still streams.
      body.pipe(createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH })).pipe(response);
    } catch (error) {
      response.writeHead(502).end(String(error));
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

async function* chunks(reader: ReadableStreamDefaultReader<Uint8Array>) {
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}
