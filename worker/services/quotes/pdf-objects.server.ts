// Just enough of PDF's syntax to find every stream a PDF reader could decode, and the filters its
// dictionary names, without decoding anything (docs/decisions/040). What cannot be read with certainty
// is reported as such, and the caller refuses the file: a stream we could not size is one we do not hand on.

/** A direct value of a stream's dictionary; what the budget needs of it. */
export type PdfValue = number | boolean | null | { name: string } | { ref: true } | { text: true } | PdfValue[] | PdfDict;
export type PdfDict = Map<string, PdfValue>;

/** A stream: its dictionary, where its data begins, and where it ends when its /Length says so for certain. */
export type PdfStream = { dict: PdfDict; start: number; end: number | null };

const WHITE = new Set([0, 9, 10, 12, 13, 32]);
const DELIMITERS = new Set([..."()<>[]{}/%"].map((c) => c.charCodeAt(0)));
const isRegular = (byte: number | undefined) => byte !== undefined && !WHITE.has(byte) && !DELIMITERS.has(byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const STREAM = ascii("stream");
const ENDSTREAM = ascii("endstream");
const OBJ = ascii("obj");
/** A stream's dictionary is never this long; one that seems to be is not a dictionary we read. */
const MAX_DICT_BYTES = 64 * 1024;

const at = (bytes: Uint8Array, word: number[], pos: number) => word.every((byte, i) => bytes[pos + i] === byte);

/**
 * Every stream in `bytes` (a file, or the decoded data of a stream, which a PDF reader may parse for
 * more objects): wherever the keyword `stream` stands as a word, a dictionary must close just before it.
 * Null when one of them cannot be read.
 */
export function streamsIn(bytes: Uint8Array): PdfStream[] | null {
  const streams: PdfStream[] = [];
  for (let pos = bytes.indexOf(STREAM[0] ?? 0); pos >= 0; pos = bytes.indexOf(STREAM[0] ?? 0, pos + 1)) {
    if (!at(bytes, STREAM, pos) || isRegular(bytes[pos - 1]) || isRegular(bytes[pos + STREAM.length])) continue;
    const dict = dictBefore(bytes, pos);
    if (!dict) return null;
    // The data begins after the end of the keyword's line, as PDF readers skip to it.
    let start = pos + STREAM.length;
    while (start < bytes.length && bytes[start] !== 10 && bytes[start] !== 13) start += 1;
    start += bytes[start] === 13 && bytes[start + 1] === 10 ? 2 : 1;
    streams.push({ dict, start, end: certainEnd(bytes, dict, start) });
  }
  return streams;
}

/** True when the name /Encrypt appears anywhere (escaped or not): the file's streams are then ciphertext to us. */
export function namesEncryption(bytes: Uint8Array): boolean {
  const text = new TextDecoder("latin1").decode(bytes);
  for (const match of text.matchAll(/\/([^\s()<>[\]{}/%]{7,40})/g)) {
    if (decodeName(match[1] ?? "") === "Encrypt") return true;
  }
  return false;
}

/** The dictionary that closes right before the keyword at `keyword`, read from its object's `obj`. */
function dictBefore(bytes: Uint8Array, keyword: number): PdfDict | null {
  for (let pos = keyword - OBJ.length; pos >= Math.max(0, keyword - MAX_DICT_BYTES); pos -= 1) {
    if (!at(bytes, OBJ, pos) || isRegular(bytes[pos - 1]) || isRegular(bytes[pos + OBJ.length])) continue;
    const parsed = new Reader(bytes, pos + OBJ.length).value();
    if (!(parsed?.value instanceof Map)) return null;
    return new Reader(bytes, parsed.end).skip() === keyword ? parsed.value : null;
  }
  return null;
}

/** Where the data ends, when a direct /Length puts `endstream` right after it (as PDF readers check); else null. */
function certainEnd(bytes: Uint8Array, dict: PdfDict, start: number): number | null {
  const length = dict.get("Length");
  if (typeof length !== "number" || !Number.isInteger(length) || length < 0) return null;
  const end = start + length;
  const after = new Reader(bytes, end).skip();
  return at(bytes, ENDSTREAM, after) ? end : null;
}

const decodeName = (raw: string) => raw.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** Reads one direct value at a time; null for anything it does not understand. */
class Reader {
  private readonly bytes: Uint8Array;
  private pos: number;

  constructor(bytes: Uint8Array, pos: number) {
    this.bytes = bytes;
    this.pos = pos;
  }

  /** Moves on `count` bytes; the new position. */
  private advance(count: number): number {
    this.pos += count;
    return this.pos;
  }

  /** The position after white space and comments. */
  skip(): number {
    for (;;) {
      const byte = this.bytes[this.pos];
      if (byte === undefined) return this.pos;
      if (WHITE.has(byte)) this.pos += 1;
      else if (byte === 37)
        while (this.pos < this.bytes.length && this.bytes[this.pos] !== 10 && this.bytes[this.pos] !== 13) this.pos += 1;
      else return this.pos;
    }
  }

  value(depth = 0): { value: PdfValue; end: number } | null {
    if (depth > 32) return null;
    const start = this.skip();
    const byte = this.bytes[start];
    if (byte === undefined) return null;
    if (byte === 60 && this.bytes[start + 1] === 60) return this.dict(depth);
    if (byte === 91) return this.array(depth);
    if (byte === 40) return this.literal();
    if (byte === 60) return this.hex();
    if (byte === 47) return this.name();
    return this.word();
  }

  private dict(depth: number): { value: PdfDict; end: number } | null {
    this.pos += 2;
    const dict: PdfDict = new Map();
    for (;;) {
      const pos = this.skip();
      if (this.bytes[pos] === 62 && this.bytes[pos + 1] === 62) return { value: dict, end: this.advance(2) };
      const key = this.value(depth + 1);
      if (!key || typeof key.value !== "object" || key.value === null || !("name" in key.value)) return null;
      const value = this.referenced(depth);
      if (value === undefined) return null;
      dict.set(key.value.name, value);
    }
  }

  private array(depth: number): { value: PdfValue[]; end: number } | null {
    this.pos += 1;
    const items: PdfValue[] = [];
    for (;;) {
      const pos = this.skip();
      if (this.bytes[pos] === 93) return { value: items, end: this.advance(1) };
      const item = this.referenced(depth);
      if (item === undefined) return null;
      items.push(item);
    }
  }

  /** A value, where `12 0 R` is one value (a reference), not two numbers and a word; undefined when there is none. */
  private referenced(depth: number): PdfValue | undefined {
    const first = this.value(depth + 1);
    if (!first) return undefined;
    if (typeof first.value !== "number") return first.value;
    const back = this.pos;
    const second = this.value(depth + 1);
    if (second && typeof second.value === "number" && this.keyword() === "R") return { ref: true };
    this.pos = back;
    return first.value;
  }

  private literal(): { value: PdfValue; end: number } | null {
    let depth = 0;
    for (; this.pos < this.bytes.length; this.pos += 1) {
      const byte = this.bytes[this.pos];
      if (byte === 92) this.pos += 1;
      else if (byte === 40) depth += 1;
      else if (byte === 41) {
        depth -= 1;
        if (depth === 0) return { value: { text: true }, end: this.advance(1) };
      }
    }
    return null;
  }

  private hex(): { value: PdfValue; end: number } | null {
    const close = this.bytes.indexOf(62, this.pos);
    if (close < 0) return null;
    this.pos = close + 1;
    return { value: { text: true }, end: this.pos };
  }

  private name(): { value: PdfValue; end: number } {
    const start = this.advance(1);
    while (isRegular(this.bytes[this.pos])) this.pos += 1;
    const raw = new TextDecoder("latin1").decode(this.bytes.subarray(start, this.pos));
    return { value: { name: decodeName(raw) }, end: this.pos };
  }

  /** A number, true, false or null. */
  private word(): { value: PdfValue; end: number } | null {
    const word = this.keyword();
    if (word === "true" || word === "false") return { value: word === "true", end: this.pos };
    if (word === "null") return { value: null, end: this.pos };
    const number = Number(word);
    return word !== "" && Number.isFinite(number) ? { value: number, end: this.pos } : null;
  }

  private keyword(): string {
    const start = this.skip();
    while (isRegular(this.bytes[this.pos])) this.pos += 1;
    return new TextDecoder("latin1").decode(this.bytes.subarray(start, this.pos));
  }
}
