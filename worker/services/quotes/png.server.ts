/** Raw pixels as PDF.js decodes a page image: 1 (grey), 3 (RGB) or 4 (RGBA) channels a pixel. */
export type RawImage = { data: Uint8ClampedArray; width: number; height: number; channels: 1 | 3 | 4 };

const COLOUR_TYPE = { 1: 0, 3: 2, 4: 6 } as const;

/**
 * A scanned quote's page as a PNG the vision model accepts (docs/decisions/022). The runtime's own
 * zlib (CompressionStream "deflate") compresses; the rest of the format is a signature, three chunks and
 * their CRCs, so no library is needed for it.
 */
export async function encodePng(image: RawImage): Promise<Uint8Array> {
  const rowBytes = image.width * image.channels;
  const filtered = new Uint8Array((rowBytes + 1) * image.height);
  for (let row = 0; row < image.height; row += 1) {
    // Filter type 0 (none) before each row.
    filtered.set(image.data.subarray(row * rowBytes, (row + 1) * rowBytes), row * (rowBytes + 1) + 1);
  }
  const compressed = new Uint8Array(
    await new Response(new Blob([filtered]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer(),
  );
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, image.width);
  view.setUint32(4, image.height);
  header.set([8, COLOUR_TYPE[image.channels], 0, 0, 0], 8);
  return concat([
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", compressed),
    chunk("IEND", new Uint8Array()),
  ]);
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat([new TextEncoder().encode(type), data]);
  const out = new Uint8Array(4 + typed.length + 4);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(typed, 4);
  view.setUint32(4 + typed.length, crc32(typed));
  return out;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
