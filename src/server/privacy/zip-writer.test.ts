import { randomBytes } from 'node:crypto';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createZipFileWriter } from './zip-writer';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'zip-writer-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('createZipFileWriter', () => {
  it('writes entries from bytes and streams that unzip to the same bytes, with the size and checksum it reports', async () => {
    const path = join(dir, 'a.zip');
    const zip = createZipFileWriter(path, new Date('2026-03-01T10:00:00Z'));
    const json = JSON.stringify({ hello: 'Zażółć gęślą jaźń', n: 1 });
    // A file larger than a stream's chunks, read in many pieces.
    const big = randomBytes(3 * 1024 * 1024 + 17);
    await zip.addBytes('data.json', strToU8(json));
    const length = await zip.addStream(
      'files/offers/RK 1/dowód.png',
      Readable.from([big.subarray(0, 1000), big.subarray(1000)]),
    );
    expect(length).toBe(big.length);
    const summary = await zip.finish();

    const bytes = await readFile(path);
    expect(summary.size).toBe(bytes.length);
    expect(summary.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const entries = unzipSync(bytes);
    expect(Object.keys(entries).sort()).toEqual(['data.json', 'files/offers/RK 1/dowód.png']);
    expect(strFromU8(entries['data.json']!)).toBe(json);
    expect(Buffer.from(entries['files/offers/RK 1/dowód.png']!).equals(big)).toBe(true);
  });

  it('refuses to overwrite a file, and abort deletes what it wrote', async () => {
    const taken = join(dir, 'taken.zip');
    await writeFile(taken, 'x');
    const clash = createZipFileWriter(taken, new Date());
    await expect(clash.addBytes('a.txt', strToU8('a'))).rejects.toThrow();
    await clash.abort();

    const path = join(dir, 'aborted.zip');
    const zip = createZipFileWriter(path, new Date());
    await zip.addBytes('a.txt', strToU8('a'));
    await zip.abort();
    await expect(stat(path)).rejects.toThrow();
  });
});
