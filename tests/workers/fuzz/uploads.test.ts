import { env } from "cloudflare:test";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addressOverride, contentType, hostileHeaders, hostileString, hugeString, PROTOTYPE_KEYS, rarely } from "./arbitraries";
import { expectSafeAnswer, fuzz, FUZZ_TIMEOUT_MS, leadCount, mockOutside, refusedAsCrossOrigin, replay, send } from "./harness";
import { signedToken } from "#tests/workers/helpers";
import { chatLeadOf, newSessionId } from "#tests/workers/quotes/chat-uploads";

const RUNS = 1_200;

beforeEach(() => {
  mockOutside();
  // The readings are not what is fuzzed here: an accepted upload's message goes nowhere.
  vi.spyOn(env.QUOTE_READINGS, "send").mockResolvedValue({ metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } });
});
afterEach(() => vi.restoreAllMocks());

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** First bytes of each accepted kind (SPEC §5), so some uploads get past the type check and are stored. */
const MAGIC: Record<string, number[]> = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpg: [0xff, 0xd8, 0xff],
  jpeg: [0xff, 0xd8, 0xff],
  pdf: ascii("%PDF-"),
  heic: [0, 0, 0, 0x18, ...ascii("ftypheic")],
};

const bytes = fc.oneof(
  fc.uint8Array({ maxLength: 2_048 }),
  fc
    .tuple(fc.constantFrom(...Object.values(MAGIC)), fc.uint8Array({ maxLength: 512 }))
    .map(([head, tail]) => Uint8Array.from([...head, ...tail])),
  hugeString.map((text) => new TextEncoder().encode(text)),
);
const extension = fc.constantFrom("png", "PNG", "jpg", "jpeg", "pdf", "heic", "HEIC", "exe", "svg", "html", "", "png.exe", "pdf ", "php");
const fileType = fc.oneof(
  fc.constantFrom("image/png", "image/jpeg", "application/pdf", "text/html", "application/octet-stream", ""),
  hostileString.map((s) => s.slice(0, 100)),
);
const baseName = hostileString.map((s) => s.slice(0, 200));
const file = fc.oneof(
  fc.record({
    bytes,
    fileName: fc.oneof(
      fc.tuple(baseName, extension).map(([base, ext]) => `${base}.${ext}`),
      hostileString,
    ),
    type: fileType,
  }),
  // A real kind under its own extension: stored when the session id is valid too.
  fc.constantFrom(...Object.keys(MAGIC)).chain((kind) =>
    fc.record({
      bytes: fc.uint8Array({ maxLength: 1_024 }).map((tail) => Uint8Array.from([...(MAGIC[kind] ?? []), ...tail])),
      fileName: baseName.map((base) => `${base}.${kind}`),
      type: fileType,
    }),
  ),
);
const sessionId = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/), hostileString);

const upload = fc.record({
  file: fc.option(file, { freq: 8 }),
  fileAsText: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  sessionId: fc.option(sessionId, { freq: 8 }),
  extra: fc.dictionary(fc.constantFrom(...PROTOTYPE_KEYS, "file", "sessionId", "leadId", "formToken"), hostileString, { maxKeys: 2 }),
  // What the upload shows for itself: nothing but hostile fields and headers, or, for
  // a session given a chat lead first, the lead's id and token, or the page's form token.
  proof: fc.oneof(
    { arbitrary: fc.constant("none" as const), weight: 6 },
    { arbitrary: fc.constantFrom("lead" as const, "form" as const), weight: 2 },
  ),
  // Now and then the body is not the multipart its type says, or the type loses its boundary.
  broken: rarely(fc.oneof(contentType, fc.constantFrom("multipart/form-data", "multipart/form-data; boundary=wrong")), 10),
  rawBody: rarely(hostileString, 20),
  headers: hostileHeaders,
  address: addressOverride,
});

/** The test's own reading of SPEC §5: a known extension whose first bytes are that kind's. */
function storable(fileName: string, data: Uint8Array, session: string) {
  const magic = MAGIC[fileName.toLowerCase().split(".").pop() ?? ""];
  return /^[A-Za-z0-9_-]{8,64}$/.test(session) && (magic?.every((b, i) => data[i] === b) ?? false);
}

type Part = { name: string; value: string } | { name: string; fileName: string; bytes: Uint8Array; type: string };

/**
 * multipart/form-data written by hand, so names and file names reach the server as a client could send
 * them (FormData refuses some, e.g. a file name ending in a backslash); quotes and line breaks are
 * escaped as browsers do.
 */
function multipart(parts: Part[], boundary: string): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  const quoted = (text: string) => text.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const chunks: Uint8Array[] = [];
  for (const part of parts) {
    const file = "bytes" in part ? `; filename="${quoted(part.fileName)}"\r\nContent-Type: ${part.type.replace(/[\r\n]/g, " ")}` : "";
    chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"${file}\r\n\r\n`));
    chunks.push("bytes" in part ? part.bytes : encoder.encode(part.value), encoder.encode("\r\n"));
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.length;
  }
  return body;
}

async function storedQuotes(): Promise<number> {
  let count = 0;
  let cursor: string | undefined;
  do {
    const page = await env.UPLOADS.list({ prefix: "dealer-quotes/", cursor });
    count += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return count;
}

// Every input, in `npm test` too: few generated uploads are storable, and the property must meet one.
describe(`fuzz dealer quote uploads (${replay})`, () => {
  it(
    `POST /api/chat/uploads: ${RUNS} generated forms, files and headers`,
    async () => {
      let accepted = 0;
      await fuzz("POST /api/chat/uploads", RUNS, upload, async (input) => {
        const parts: Part[] = Object.entries(input.extra).map(([name, value]) => ({ name, value }));
        const headers = { ...input.headers };
        // A session with a lead, whose proof comes after the hostile fields (the server reads a field's first copy).
        let sessionId = input.sessionId;
        if (input.proof !== "none") {
          sessionId = input.sessionId === null ? null : newSessionId();
          const lead = await chatLeadOf(sessionId ?? newSessionId());
          if (input.proof === "lead") {
            parts.push({ name: "leadId", value: lead.id });
            headers.authorization = `Bearer ${lead.token}`;
          } else parts.push({ name: "formToken", value: await signedToken() });
        }
        if (sessionId !== null) parts.push({ name: "sessionId", value: sessionId });
        if (input.file) {
          parts.push(
            input.fileAsText ? { name: "file", value: new TextDecoder().decode(input.file.bytes) } : { name: "file", ...input.file },
          );
        }
        const boundary = `fuzz${crypto.randomUUID().replace(/-/g, "")}`;
        const [quotesBefore, leadsBefore] = [await storedQuotes(), await leadCount()];
        const { status, body } = await expectSafeAnswer(
          await send({
            method: "POST",
            path: "/api/chat/uploads",
            body: input.rawBody ?? multipart(parts, boundary),
            contentType: input.broken ?? `multipart/form-data; boundary=${boundary}`,
            headers,
            address: input.address,
          }),
        );
        const added = (await storedQuotes()) - quotesBefore;
        if (status === 200) {
          // Only a well-formed multipart body whose first file and session id are storable gets here; stored once.
          const [file, session] = ["file", "sessionId"].map((name) => parts.find((part) => part.name === name));
          const sent = input.rawBody === null && input.broken === null;
          expect(
            sent && file && "bytes" in file && session && "value" in session && storable(file.fileName, file.bytes, session.value),
          ).toBe(true);
          // ... and only with a proof of the session's lead, from this origin, whose hostile fields came first.
          const proofField = input.proof === "lead" ? "leadId" : "formToken";
          expect(input.proof !== "none" && !(proofField in input.extra) && !("sessionId" in input.extra)).toBe(true);
          expect(refusedAsCrossOrigin("POST", headers)).toBe(false);
          expect(body).toEqual({
            path: expect.stringMatching(/^dealer-quotes\/pending\/[A-Za-z0-9_-]{8,64}_\d{13}-[a-z0-9]{12}\.(png|jpg|jpeg|pdf|heic)$/),
          });
          expect(added).toBe(1);
          accepted += 1;
        } else {
          expect(added, "an upload was stored though refused").toBe(0);
        }
        expect(await leadCount()).toBe(leadsBefore);
        return status;
      });
      // The property holds of accepted uploads too, not only of refusals.
      expect(accepted).toBeGreaterThan(0);
    },
    FUZZ_TIMEOUT_MS,
  );
});
