import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';
import { createMediaStorage } from './create-media-storage.ts';
import { createS3MediaStorage } from './s3-media-storage.ts';

const logger = pino({ level: 'silent' });

let s3Server: S3TestServer;
beforeAll(async () => {
  s3Server = await startS3TestServer();
});
afterAll(() => s3Server.close());

describe('createMediaStorage', () => {
  it('keeps media as files under DATA_DIR/media without S3', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tandem-data-'));
    try {
      const storage = createMediaStorage({ dataDir, s3: undefined }, logger);
      await storage.put('pictures/a.webp', Buffer.from('picture'), 'image/webp');
      expect(await readFile(join(dataDir, 'media', 'pictures/a.webp'), 'utf8')).toBe('picture');
      await storage.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps media in the bucket when S3 is configured, and nothing under DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tandem-data-'));
    const s3 = await s3Server.createBucket();
    const storage = createMediaStorage({ dataDir, s3 }, logger);
    const bucket = createS3MediaStorage(s3, logger);
    try {
      await storage.put('pictures/a.webp', Buffer.from('picture'), 'image/webp');
      expect((await bucket.get('pictures/a.webp'))?.size).toBe(7);
      await expect(readFile(join(dataDir, 'media', 'pictures/a.webp'))).rejects.toThrow('ENOENT');
    } finally {
      await Promise.all([storage.close(), bucket.close()]);
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
