import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pino from 'pino';
import type { S3Config } from '../config.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { createFileMediaStorage } from '../media/storage/file-media-storage.ts';
import { createS3MediaStorage } from '../media/storage/s3-media-storage.ts';
import type { S3TestServer } from './s3-test-server.ts';

/** The storages every media suite runs on. */
export const testStorageKinds = ['disk', 's3'] as const;
export type TestStorageKind = (typeof testStorageKinds)[number];

export interface TestStorage {
  storage: MediaStorage;
  /** Opens a second storage on the same files or bucket, as another instance would. */
  openAnother(): MediaStorage;
  /** Every key stored, sorted: what a test checks to prove nothing was left behind. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const logger = pino({ level: 'silent' });

/** An empty storage of its own: a temporary directory, or a new bucket on `s3Server`. */
export async function openTestStorage(kind: TestStorageKind, s3Server: S3TestServer): Promise<TestStorage> {
  if (kind === 'disk') {
    const rootDir = await mkdtemp(join(tmpdir(), 'tandem-media-'));
    return {
      storage: createFileMediaStorage(rootDir),
      openAnother: () => createFileMediaStorage(rootDir),
      keys: () => diskKeys(rootDir),
      close: () => rm(rootDir, { recursive: true, force: true }),
    };
  }
  const config = await s3Server.createBucket();
  const opened: MediaStorage[] = [];
  const open = () => {
    const storage = createS3MediaStorage(config, logger);
    opened.push(storage);
    return storage;
  };
  return {
    storage: open(),
    openAnother: open,
    keys: () => bucketKeys(config),
    async close() {
      await Promise.all(opened.map((storage) => storage.close()));
    },
  };
}

/** Every file under `rootDir` (none when it does not exist), relative to it, sorted. */
export async function diskKeys(rootDir: string): Promise<string[]> {
  try {
    const entries = await readdir(rootDir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(rootDir, join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Every key of the bucket, sorted. */
export async function bucketKeys(config: S3Config): Promise<string[]> {
  const client = new S3Client(config);
  try {
    const listing = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
    return (listing.Contents ?? []).map((object) => object.Key ?? '').sort();
  } finally {
    client.destroy();
  }
}
