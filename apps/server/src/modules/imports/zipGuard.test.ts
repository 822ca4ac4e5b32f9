import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sampleSheets, workbook } from './importTestKit';
import { checkUnpackedSize, INFLATE_CHUNK_BYTES } from './zipGuard';
import { emptyZip, withLyingEntry } from './zipTestKit';

const MB = 1024 * 1024;

describe('checkUnpackedSize', () => {
  it('counts what a real workbook unpacks to, and the workbook still reads', async () => {
    const file = await workbook(sampleSheets('GUARD'));
    const check = await checkUnpackedSize(file);
    expect(check.verdict).toBe('ok');
    expect(check.inflated).toBeGreaterThan(file.length);
    await new ExcelJS.Workbook().xlsx.load(file as unknown as ArrayBuffer);
  });

  it('stops inflating at the cap an entry whose headers claim 1,000 bytes', async () => {
    const cap = MB;
    const bomb = withLyingEntry(emptyZip(), 'xl/media/a.bin', Buffer.alloc(8 * cap), 1_000);
    expect(bomb.length).toBeLessThan(cap / 50);
    const check = await checkUnpackedSize(bomb, cap);
    expect(check.verdict).toBe('tooLarge');
    // Counting went just past the cap and no further, not through the 8 MB the entry holds.
    expect(check.inflated).toBeGreaterThan(cap);
    expect(check.inflated).toBeLessThanOrEqual(cap + INFLATE_CHUNK_BYTES);
  });

  it('counts every entry toward one total', async () => {
    const cap = MB;
    const half = Buffer.alloc(cap / 2 + 10);
    const two = withLyingEntry(withLyingEntry(emptyZip(), 'a', half, 10), 'b', half, 10);
    expect((await checkUnpackedSize(two, cap)).verdict).toBe('tooLarge');
    const one = withLyingEntry(emptyZip(), 'a', half, 10);
    expect(await checkUnpackedSize(one, cap)).toEqual({ verdict: 'ok', inflated: half.length });
  });

  it('refuses what the directory admits is too large without inflating anything', async () => {
    const claims = withLyingEntry(emptyZip(), 'a', Buffer.alloc(10), MB + 1);
    expect(await checkUnpackedSize(claims, MB)).toEqual({ verdict: 'tooLarge', inflated: 0 });
  });

  it('refuses zips the workbook reader would read differently, and broken deflate data', async () => {
    const good = withLyingEntry(emptyZip(), 'a', Buffer.from('hello'), 5);
    expect((await checkUnpackedSize(good)).verdict).toBe('ok');
    // Bytes before the zip would shift every offset the reader uses.
    const prefixed = Buffer.concat([Buffer.alloc(16), good]);
    expect((await checkUnpackedSize(prefixed)).verdict).toBe('unreadable');
    // A directory record the count leaves out would still be read.
    const undercounted = Buffer.from(good);
    const end = undercounted.lastIndexOf(Buffer.from('504b0506', 'hex'));
    undercounted.writeUInt16LE(0, end + 8);
    undercounted.writeUInt16LE(0, end + 10);
    expect((await checkUnpackedSize(undercounted)).verdict).toBe('unreadable');
    const broken = Buffer.from(good);
    broken.fill(0xff, 30 + 1, 30 + 1 + 4);
    expect((await checkUnpackedSize(broken)).verdict).toBe('unreadable');
  });
});
