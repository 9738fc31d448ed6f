import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUploadSpool } from './upload-spool.ts';

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'tandem-spool-'));
});
afterEach(() => rm(directory, { recursive: true, force: true }));

describe('the upload spool', () => {
  it('removes what uploads cut short left once it is old, and leaves uploads still being written', async () => {
    const now = Date.now();
    await writeFile(join(directory, 'cut-short.upload'), 'x');
    await utimes(join(directory, 'cut-short.upload'), new Date(now - 2 * 3600_000), new Date(now - 2 * 3600_000));
    await writeFile(join(directory, 'in-progress.upload'), 'x');
    await writeFile(join(directory, 'not-an-upload.txt'), 'x');
    expect(await createUploadSpool(directory).removeLeftovers(3600_000, now)).toBe(1);
    expect((await readdir(directory)).sort()).toEqual(['in-progress.upload', 'not-an-upload.txt']);
  });

  it('has nothing to remove before its directory exists', async () => {
    expect(await createUploadSpool(join(directory, 'never-made')).removeLeftovers(0)).toBe(0);
  });
});
