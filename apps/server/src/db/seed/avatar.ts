import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

const SIZE = 5;
const CELL = 12;
const PAD = 24;

/**
 * A deterministic identicon PNG for a name (5×5 mirrored cells), so the demo staff have distinct
 * pictures without shipping photos.
 */
export function identiconPng(name: string): Buffer {
  const hash = createHash('sha256').update(name).digest();
  const hue = hash[0]! / 255;
  const [r, g, b] = hslToRgb(hue, 0.55, 0.5);
  const side = SIZE * CELL + PAD * 2;
  const on = (x: number, y: number) => {
    const col = x < 3 ? x : SIZE - 1 - x;
    return (hash[1 + y * 3 + col]! & 1) === 1;
  };
  const raw = Buffer.alloc((side * 3 + 1) * side);
  for (let py = 0; py < side; py++) {
    const row = py * (side * 3 + 1);
    raw[row] = 0; // filter: none
    for (let px = 0; px < side; px++) {
      const cx = Math.floor((px - PAD) / CELL);
      const cy = Math.floor((py - PAD) / CELL);
      const inside = px >= PAD && py >= PAD && cx < SIZE && cy < SIZE;
      const fill = inside && on(cx, cy);
      const o = row + 1 + px * 3;
      raw[o] = fill ? r : 240;
      raw[o + 1] = fill ? g : 242;
      raw[o + 2] = fill ? b : 245;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}
