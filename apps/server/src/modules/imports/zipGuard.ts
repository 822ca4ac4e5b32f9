import { createInflateRaw } from 'node:zlib';

/** Most a workbook may unpack to: a 5 MB file of ordinary sheets unpacks to far less. */
export const MAX_UNPACKED_BYTES = 150 * 1024 * 1024;
const MAX_ENTRIES = 5_000;
/** Inflated output is counted in pieces of this size, so counting stops at most this far past the cap. */
export const INFLATE_CHUNK_BYTES = 64 * 1024;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const ZIP64_MARK = 0xffffffff;

export type UnpackVerdict = 'ok' | 'tooLarge' | 'unreadable';

export interface UnpackCheck {
  verdict: UnpackVerdict;
  /** Bytes really produced while counting; never more than the cap plus one chunk. */
  inflated: number;
}

interface Entry {
  method: number;
  claimed: number;
  start: number;
  end: number;
}

/**
 * Whether the workbook unpacks to at most `cap` bytes, before anything else unpacks it. The zip's
 * own size fields can lie, so every entry is inflated here with its output counted and dropped,
 * stopping as soon as the total passes the cap: memory stays flat however far the file would
 * inflate. The entries are found exactly as the workbook reader (JSZip) finds them, so what is
 * counted here is what it would unpack; anything it would read differently is refused.
 */
export async function checkUnpackedSize(data: Buffer, cap = MAX_UNPACKED_BYTES): Promise<UnpackCheck> {
  const entries = readEntries(data);
  if (!entries) return { verdict: 'unreadable', inflated: 0 };
  // What the directory admits to is refused without inflating anything.
  if (entries.reduce((sum, entry) => sum + entry.claimed, 0) > cap)
    return { verdict: 'tooLarge', inflated: 0 };
  let total = 0;
  for (const entry of entries) {
    const compressed = data.subarray(entry.start, entry.end);
    if (entry.method === STORED) {
      total += compressed.length;
      if (total > cap) return { verdict: 'tooLarge', inflated: total };
      continue;
    }
    const counted = await countInflated(compressed, cap - total);
    total += counted.bytes;
    if (counted.verdict !== 'ok') return { verdict: counted.verdict, inflated: total };
  }
  return { verdict: 'ok', inflated: total };
}

/** The directory's entries with where their data lies; null when it is not a plain, consistent zip. */
function readEntries(data: Buffer): Entry[] | null {
  const end = findEndOfDirectory(data);
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const offset = data.readUInt32LE(end + 16);
  // ZIP64 (no ordinary workbook needs it) and data before or inside the zip are refused: the
  // reader would shift every offset, and then read other bytes than these.
  if (count > MAX_ENTRIES || offset === ZIP64_MARK || offset + size !== end) return null;
  const entries: Entry[] = [];
  let position = offset;
  for (let i = 0; i < count; i++) {
    if (position + 46 > end || data.readUInt32LE(position) !== DIRECTORY_ENTRY) return null;
    const flags = data.readUInt16LE(position + 8);
    const method = data.readUInt16LE(position + 10);
    const compressedSize = data.readUInt32LE(position + 20);
    const claimed = data.readUInt32LE(position + 24);
    const local = data.readUInt32LE(position + 42);
    if (flags & 1 || (method !== STORED && method !== DEFLATED)) return null;
    if (compressedSize === ZIP64_MARK || claimed === ZIP64_MARK || local === ZIP64_MARK) return null;
    if (local + 30 > data.length || data.readUInt32LE(local) !== LOCAL_HEADER) return null;
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    if (start + compressedSize > data.length) return null;
    entries.push({ method, claimed, start, end: start + compressedSize });
    position +=
      46 +
      data.readUInt16LE(position + 28) +
      data.readUInt16LE(position + 30) +
      data.readUInt16LE(position + 32);
  }
  // The reader takes every directory record up to the end record, whatever the count says.
  return position === end ? entries : null;
}

/** Inflates one entry, counting and dropping its output, and stops once it passes the budget. */
function countInflated(
  compressed: Buffer,
  budget: number,
): Promise<{ verdict: UnpackVerdict; bytes: number }> {
  return new Promise((resolve) => {
    const inflater = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
    let bytes = 0;
    let settled = false;
    const settle = (verdict: UnpackVerdict) => {
      if (settled) return;
      settled = true;
      inflater.destroy();
      resolve({ verdict, bytes });
    };
    inflater.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > budget) settle('tooLarge');
    });
    inflater.on('end', () => settle('ok'));
    inflater.on('error', () => settle('unreadable'));
    inflater.end(compressed);
  });
}

function findEndOfDirectory(data: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const stop = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= stop; i--) {
    if (data.readUInt32LE(i) === END_OF_DIRECTORY) return i;
  }
  return -1;
}
