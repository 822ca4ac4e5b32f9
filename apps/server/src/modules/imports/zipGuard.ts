/** Most a workbook may unpack to: a 5 MB file of ordinary sheets unpacks to far less. */
export const MAX_UNPACKED_BYTES = 150 * 1024 * 1024;
const MAX_ENTRIES = 5_000;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/**
 * True when the zip's own directory says it unpacks to a sane size, checked before anything is
 * unpacked, so a small "zip bomb" cannot fill the server's memory. A zip without a readable
 * directory (or a ZIP64 one, which no ordinary workbook needs) is refused.
 */
export function zipUnpacksSafely(data: Buffer): boolean {
  const end = findEndOfDirectory(data);
  if (end < 0) return false;
  const entries = data.readUInt16LE(end + 10);
  const offset = data.readUInt32LE(end + 16);
  if (entries > MAX_ENTRIES || offset === 0xffffffff) return false;
  let position = offset;
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (position + 46 > data.length || data.readUInt32LE(position) !== DIRECTORY_ENTRY) return false;
    const size = data.readUInt32LE(position + 24);
    if (size === 0xffffffff) return false;
    total += size;
    if (total > MAX_UNPACKED_BYTES) return false;
    position +=
      46 +
      data.readUInt16LE(position + 28) +
      data.readUInt16LE(position + 30) +
      data.readUInt16LE(position + 32);
  }
  return true;
}

function findEndOfDirectory(data: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  const stop = Math.max(0, data.length - 22 - 0xffff);
  for (let i = data.length - 22; i >= stop; i--) {
    if (data.readUInt32LE(i) === END_OF_DIRECTORY) return i;
  }
  return -1;
}
