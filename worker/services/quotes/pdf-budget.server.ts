import { Inflate } from "pako";
import { namesEncryption, type PdfDict, type PdfStream, type PdfValue, streamsIn } from "./pdf-objects.server";

/**
 * What one uploaded PDF may cost the reader (docs/decisions/040). PDF.js decodes a stream whole into
 * memory and has no limit of its own on how far a stream inflates, so every stream is sized here first,
 * each filter's output counted against one budget: past it, the file is not handed to PDF.js at all.
 */
export const PDF_BUDGET = {
  /** All the PDF's streams together, decoded, as a PDF reader would hold them. */
  decodedBytes: 20 * 1024 * 1024,
  /** An image larger than this (about 8 megapixels) is neither decoded nor sent to the vision model. */
  imagePixels: 8_000_000,
  /** A quote is a page or two: no further page is read. */
  pages: 4,
  /**
   * PDF.js's own time on a file that fits the budget: a long real quote takes a few hundred milliseconds;
   * past this the reading stops and the file is left to the advisor (a page of a million operators
   * costs seconds without inflating past the budget).
   */
  readMs: 3_000,
} as const;

export type PdfBudgetOutcome = { ok: true } | { ok: false; reason: "too-large" | "protected" };

const refused = { ok: false, reason: "too-large" } as const;

/** The filters PDF.js knows, by their full names (a dictionary may use the short ones). */
const FULL_NAMES: Record<string, string> = {
  Fl: "FlateDecode",
  AHx: "ASCIIHexDecode",
  A85: "ASCII85Decode",
  RL: "RunLengthDecode",
  LZW: "LZWDecode",
  DCT: "DCTDecode",
  CCF: "CCITTFaxDecode",
};

/**
 * Image codecs PDF.js runs only through WebAssembly decoders it fetches, which the Worker does not
 * ship: it cannot decode them here, so they cost nothing (a scan in one of them is left to the advisor).
 */
const UNDECODED = new Set(["JPXDecode", "JBIG2Decode", "CCITTFaxDecode"]);

type Budget = { left: number };
type Decoded = Uint8Array | "over";

/**
 * Whether the PDF fits the budget: every stream of the file, and of every stream's decoded data (an
 * object stream holds more objects), decoded and counted; each JPEG's frame no larger than the image
 * limit. An encrypted file, a filter we cannot size (LZW, Brotli, an indirect /Filter) or a stream
 * whose dictionary cannot be read is refused: what is not sized is not read.
 */
export async function checkPdfBudget(bytes: Uint8Array): Promise<PdfBudgetOutcome> {
  if (namesEncryption(bytes)) return { ok: false, reason: "protected" };
  const budget: Budget = { left: PDF_BUDGET.decodedBytes };
  const pending = [bytes];
  let yielded = Date.now();
  for (let data = pending.pop(); data; data = pending.pop()) {
    const streams = streamsIn(data);
    if (!streams) return refused;
    for (const stream of streams) {
      const decoded = decodeStream(data, stream, budget);
      if (decoded === "over" || decoded === "unknown") return refused;
      if (decoded) pending.push(decoded);
      // Long files are sized in slices, so the Worker answers other requests meanwhile.
      if (Date.now() - yielded > 10) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        yielded = Date.now();
      }
    }
  }
  return { ok: true };
}

/** A stream's decoded data (null when it has no filter: its bytes are the file's own), "over" past the budget. */
function decodeStream(data: Uint8Array, stream: PdfStream, budget: Budget): Decoded | "unknown" | null {
  const filters = filtersOf(stream.dict);
  if (!filters) return "unknown";
  if (filters.length === 0) return null;
  let input = data.subarray(stream.start, stream.end ?? data.length);
  for (const [index, filter] of filters.entries()) {
    const last = index === filters.length - 1;
    if (filter === "DCTDecode") return last && jpegFits(input) ? null : "unknown";
    if (UNDECODED.has(filter)) return last ? null : "unknown";
    const decoder = DECODERS[filter];
    if (!decoder) return "unknown";
    const output = decoder(input, budget.left);
    if (output === "over") return "over";
    budget.left -= output.length;
    input = output;
  }
  return input;
}

/** The stream's filters in order, full names; null when the dictionary names them in a way we do not read. */
function filtersOf(dict: PdfDict): string[] | null {
  const value: PdfValue | undefined = dict.get("Filter") ?? dict.get("F");
  if (value === undefined || value === null) return [];
  const names = Array.isArray(value) ? value : [value];
  const filters: string[] = [];
  for (const name of names) {
    if (typeof name !== "object" || name === null || !("name" in name)) return null;
    filters.push(FULL_NAMES[name.name] ?? name.name);
  }
  return filters;
}

const DECODERS: Record<string, (input: Uint8Array, room: number) => Decoded> = {
  FlateDecode: inflate,
  ASCIIHexDecode: asciiHex,
  ASCII85Decode: ascii85,
  RunLengthDecode: runLength,
};

/** Bytes collected up to `room`; "over" once there would be more. */
class Output {
  private readonly chunks: Uint8Array[] = [];
  private readonly room: number;
  length = 0;

  constructor(room: number) {
    this.room = room;
  }
  add(chunk: Uint8Array): boolean {
    this.length += chunk.length;
    if (this.length > this.room) return false;
    this.chunks.push(chunk);
    return true;
  }
  bytes(): Decoded {
    if (this.length > this.room) return "over";
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, at);
      at += chunk.length;
    }
    return out;
  }
}

/** Inflates at most `room` bytes, a kilobyte of input at a time (a kilobyte of a bomb is a megabyte out), until the data ends. */
function inflate(input: Uint8Array, room: number): Decoded {
  const [cmf = 0, flg = 0] = input;
  // PDF.js gives an empty stream for a bad zlib header.
  if ((cmf & 0x0f) !== 8 || ((cmf << 8) + flg) % 31 !== 0 || flg & 0x20) return new Uint8Array();
  const output = new Output(room);
  let over = false;
  const inflater = new Inflate({ raw: true });
  inflater.onData = (chunk) => {
    over ||= !output.add(chunk.slice());
  };
  for (let at = 2; at < input.length && !over && !inflater.ended && inflater.err === 0; at += 1024) {
    inflater.push(input.subarray(at, at + 1024), false);
  }
  return over ? "over" : output.bytes();
}

/** A buffer for a decoder whose output is at most `most` bytes, refused when that is past `room`. */
const bounded = (most: number, room: number) => new Uint8Array(Math.min(most, room + 1));

function asciiHex(input: Uint8Array, room: number): Decoded {
  const out = bounded(Math.ceil(input.length / 2), room);
  let length = 0;
  let high = -1;
  for (const byte of input) {
    if (byte === 62) break;
    const digit = byte >= 48 && byte <= 57 ? byte - 48 : byte >= 65 && byte <= 70 ? byte - 55 : byte >= 97 && byte <= 102 ? byte - 87 : -1;
    if (digit < 0) continue;
    if (high < 0) {
      high = digit;
      continue;
    }
    if (length >= out.length) return "over";
    out[length++] = high * 16 + digit;
    high = -1;
  }
  if (high >= 0 && length < out.length) out[length++] = high * 16;
  return length > room ? "over" : out.subarray(0, length);
}

function ascii85(input: Uint8Array, room: number): Decoded {
  const out = bounded(input.length * 4, room);
  let length = 0;
  const put = (bytes: number[]) => {
    for (const byte of bytes) if (length < out.length) out[length++] = byte;
    return length <= room;
  };
  const group: number[] = [];
  for (const byte of input) {
    if (byte === 126) break;
    if (byte === 122 && group.length === 0) {
      if (!put([0, 0, 0, 0])) return "over";
    } else if (byte >= 33 && byte <= 117) group.push(byte - 33);
    if (group.length === 5 && !put(word85(group.splice(0), 4))) return "over";
  }
  if (group.length > 1 && !put(word85([...group, 84, 84, 84, 84].slice(0, 5), group.length - 1))) return "over";
  return out.subarray(0, length);
}

function word85(digits: number[], count: number): number[] {
  const value = digits.reduce((sum, digit) => sum * 85 + digit, 0);
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].slice(0, count);
}

function runLength(input: Uint8Array, room: number): Decoded {
  const output = new Output(room);
  for (let at = 0; at < input.length; ) {
    const length = input[at] ?? 128;
    if (length === 128) break;
    const run = length < 128 ? input.slice(at + 1, at + 2 + length) : new Uint8Array(257 - length).fill(input[at + 1] ?? 0);
    if (!output.add(run)) return "over";
    at += length < 128 ? length + 2 : 2;
  }
  return output.bytes();
}

/** A JPEG's frame (its SOF marker) within the image limit: PDF.js sizes its decoding buffers by the frame, not by the PDF's /Width. */
function jpegFits(input: Uint8Array): boolean {
  let at = input.findIndex((byte, i) => byte === 0xff && input[i + 1] === 0xd8);
  if (at < 0) return true;
  for (at += 2; at + 9 < input.length; ) {
    if (input[at] !== 0xff) return false;
    const marker = input[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = ((input[at + 2] ?? 0) << 8) | (input[at + 3] ?? 0);
    const frame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (frame) {
      const height = ((input[at + 5] ?? 0) << 8) | (input[at + 6] ?? 0);
      const width = ((input[at + 7] ?? 0) << 8) | (input[at + 8] ?? 0);
      return width * height <= PDF_BUDGET.imagePixels;
    }
    at += 2 + length;
  }
  return true;
}
