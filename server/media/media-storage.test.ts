import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server.ts';
import { openTestStorage, testStorageKinds, type TestStorage } from '../testing/test-storages.ts';
import type { MediaStorage } from './media-storage.ts';
import { createS3MediaStorage } from './storage/s3-media-storage.ts';

/**
 * The promises every MediaStorage keeps, run against the disk and against a real S3 protocol
 * server (s3rver). What only one of them does is tested next to it (`storage/*.test.ts`).
 */

let s3Server: S3TestServer;
beforeAll(async () => {
  s3Server = await startS3TestServer();
});
afterAll(() => s3Server.close());

describe.each(testStorageKinds)('media storage on %s', (kind) => {
  let opened: TestStorage;
  let storage: MediaStorage;
  beforeEach(async () => {
    opened = await openTestStorage(kind, s3Server);
    storage = opened.storage;
  });
  afterEach(() => opened.close());

  const read = async (key: string, range?: { start: number; end: number }) => {
    const stored = await storage.get(key, range);
    return stored && { size: stored.size, bytes: await buffer(stored.stream) };
  };

  it('gives back a Buffer body byte for byte, with its size', async () => {
    const data = randomBytes(5_000);
    await storage.put('pictures/a.webp', data, 'image/webp');
    expect(await read('pictures/a.webp')).toEqual({ size: data.length, bytes: data });
  });

  it('gives back a body of 300 KB and more byte for byte', async () => {
    const data = randomBytes(300_001);
    await storage.put('voice-notes/long.webm', data, 'audio/webm');
    const stored = await read('voice-notes/long.webm');
    expect(stored?.size).toBe(data.length);
    expect(stored?.bytes.equals(data)).toBe(true);
  });

  it('stores a streamed body byte for byte, read in small chunks, without the bytes of a checksum framing', async () => {
    const data = randomBytes(300_001);
    const chunks = Array.from({ length: Math.ceil(data.length / 16_384) }, (_, index) =>
      data.subarray(index * 16_384, (index + 1) * 16_384),
    );
    await storage.put('intro-videos/streamed.mp4', { stream: Readable.from(chunks), size: data.length }, 'video/mp4');
    const stored = await read('intro-videos/streamed.mp4');
    expect(stored?.size).toBe(data.length);
    expect(stored?.bytes.equals(data)).toBe(true);
  });

  it('reads byte ranges: the first bytes, the middle, the end, and an end past the object', async () => {
    const data = randomBytes(100_000);
    await storage.put('intro-videos/v.mp4', data, 'video/mp4');
    expect(await read('intro-videos/v.mp4', { start: 0, end: 9 })).toEqual({ size: data.length, bytes: data.subarray(0, 10) });
    expect(await read('intro-videos/v.mp4', { start: 40_000, end: 59_999 })).toEqual({
      size: data.length,
      bytes: data.subarray(40_000, 60_000),
    });
    expect(await read('intro-videos/v.mp4', { start: 99_990, end: 99_999 })).toEqual({ size: data.length, bytes: data.subarray(99_990) });
    expect(await read('intro-videos/v.mp4', { start: 99_995, end: 200_000 })).toEqual({ size: data.length, bytes: data.subarray(99_995) });
    expect(await read('intro-videos/v.mp4', { start: 5, end: 5 })).toEqual({ size: data.length, bytes: data.subarray(5, 6) });
  });

  it('refuses a range that starts past the object, or that is not a range', async () => {
    await storage.put('intro-videos/v.mp4', randomBytes(100), 'video/mp4');
    await expect(storage.get('intro-videos/v.mp4', { start: 100, end: 120 })).rejects.toThrow(RangeError);
    await expect(storage.get('intro-videos/v.mp4', { start: 10, end: 5 })).rejects.toThrow(RangeError);
    await expect(storage.get('intro-videos/v.mp4', { start: -1, end: 5 })).rejects.toThrow(RangeError);
  });

  it('answers null for a missing key, with or without a range', async () => {
    expect(await storage.get('pictures/missing.webp')).toBeNull();
    expect(await storage.get('pictures/missing.webp', { start: 0, end: 9 })).toBeNull();
  });

  it('deletes an object, and deleting a missing one is fine', async () => {
    await storage.put('pictures/a.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('pictures/a.webp');
    expect(await storage.get('pictures/a.webp')).toBeNull();
    await storage.delete('pictures/a.webp');
    await storage.delete('never/stored.webp');
    expect(await opened.keys()).toEqual([]);
  });

  it('replaces an object on a second put, longer or shorter', async () => {
    await storage.put('pictures/a.webp', Buffer.from('first version, longer'), 'image/webp');
    await storage.put('pictures/a.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await read('pictures/a.webp')).toEqual({ size: 3, bytes: Buffer.from([1, 2, 3]) });
    const longer = randomBytes(2_000);
    await storage.put('pictures/a.webp', longer, 'image/webp');
    expect(await read('pictures/a.webp')).toEqual({ size: longer.length, bytes: longer });
  });

  it('refuses keys that could leave their place or name a temporary file', async () => {
    const invalidKeys = [
      '',
      '../outside.webp',
      'pictures/../../outside.webp',
      'pictures/..',
      'pictures/a..webp',
      '/etc/passwd',
      'pictures\\a.webp',
      '..\\outside.webp',
      'pictures//a.webp',
      'pictures/./a.webp',
      'pictures/',
      '.a.tmp',
      'pictures/a\0.webp',
      'C:/outside.webp',
      'pictures/a b.webp',
    ];
    for (const key of invalidKeys) {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow('Invalid media key');
      await expect(storage.get(key), key).rejects.toThrow('Invalid media key');
      await expect(storage.delete(key), key).rejects.toThrow('Invalid media key');
    }
    expect(await opened.keys()).toEqual([]);
  });

  it('serves what another instance stored, and what it deleted is gone for both', async () => {
    const another = opened.openAnother();
    const data = randomBytes(1_000);
    await storage.put('voice-notes/shared.webm', data, 'audio/webm');
    expect((await buffer((await another.get('voice-notes/shared.webm'))!.stream)).equals(data)).toBe(true);
    await another.delete('voice-notes/shared.webm');
    expect(await storage.get('voice-notes/shared.webm')).toBeNull();
  });
});

const logger = pino({ level: 'silent' });

describe('media storage on s3, what only a bucket keeps', () => {
  it('stores the content type with the object', async () => {
    const config = await s3Server.createBucket();
    const storage = createS3MediaStorage(config, logger);
    const client = new S3Client(config);
    try {
      await storage.put('voice-notes/a.webm', randomBytes(10), 'audio/webm');
      await storage.put('intro-videos/b.webm', randomBytes(1_000), 'video/webm');
      const contentTypeOf = async (key: string) =>
        (await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }))).ContentType;
      expect(await contentTypeOf('voice-notes/a.webm')).toBe('audio/webm');
      expect(await contentTypeOf('intro-videos/b.webm')).toBe('video/webm');
    } finally {
      client.destroy();
      await storage.close();
    }
  });

  it('fails, rather than answering "missing", when the bucket itself is missing', async () => {
    const config = await s3Server.createBucket();
    const storage = createS3MediaStorage({ ...config, bucket: 'no-such-bucket' }, logger);
    try {
      await expect(storage.get('pictures/a.webp')).rejects.toThrow();
      await expect(storage.put('pictures/a.webp', randomBytes(10), 'image/webp')).rejects.toThrow();
    } finally {
      await storage.close();
    }
  });
});
