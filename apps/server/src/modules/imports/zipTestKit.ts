// Test-only: edits zip files byte by byte to build the lying archives an attacker would send.
import { crc32, deflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;

/** A zip with no entries: only its end-of-directory record. */
export const emptyZip = () => {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  return end;
};

/**
 * The zip with one more deflated entry whose local and directory headers both claim `claimed`
 * bytes unpacked, whatever `content` really is.
 */
export function withLyingEntry(zip: Buffer, name: string, content: Buffer, claimed: number): Buffer {
  const end = zip.lastIndexOf(Buffer.from('504b0506', 'hex'));
  const count = zip.readUInt16LE(end + 10);
  const directorySize = zip.readUInt32LE(end + 12);
  const directoryOffset = zip.readUInt32LE(end + 16);
  const fileName = Buffer.from(name);
  const packed = deflateRawSync(content, { level: 9 });
  const crc = crc32(content);

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(packed.length, 18);
  local.writeUInt32LE(claimed, 22);
  local.writeUInt16LE(fileName.length, 26);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(packed.length, 20);
  central.writeUInt32LE(claimed, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(directoryOffset, 42);

  const added = local.length + fileName.length + packed.length;
  const endRecord = Buffer.from(zip.subarray(end));
  endRecord.writeUInt16LE(count + 1, 8);
  endRecord.writeUInt16LE(count + 1, 10);
  endRecord.writeUInt32LE(directorySize + central.length + fileName.length, 12);
  endRecord.writeUInt32LE(directoryOffset + added, 16);
  return Buffer.concat([
    zip.subarray(0, directoryOffset),
    local,
    fileName,
    packed,
    zip.subarray(directoryOffset, end),
    central,
    fileName,
    endRecord,
  ]);
}
