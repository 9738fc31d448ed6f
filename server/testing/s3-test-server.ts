import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll } from 'vitest';
import { silenceAwsSdkNodeVersionWarning, type S3Config } from '../config.ts';

/** s3rver's fixed credentials: it checks request signatures against them. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  /** Makes a new empty bucket through the S3 API and answers the config that points at it. */
  createBucket(): Promise<S3Config>;
  close(): Promise<void>;
}

/**
 * A real S3 protocol server (s3rver) on a free port of 127.0.0.1, keeping its buckets in a
 * temporary directory that `close` removes.
 */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'tandem-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  silenceAwsSdkNodeVersionWarning();
  const admin = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });

  return {
    endpoint,
    async createBucket() {
      const bucket = `media-${randomUUID()}`;
      await admin.send(new CreateBucketCommand({ Bucket: bucket }));
      return { endpoint, bucket, region: 'us-east-1', credentials, forcePathStyle: true };
    },
    async close() {
      admin.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** The S3_* variables that point a Tandem server at the bucket of `config`. */
export function s3Environment({
  endpoint,
  bucket,
  region,
  credentials: keys = credentials,
  forcePathStyle,
}: S3Config): Record<string, string> {
  return {
    ...(endpoint ? { S3_ENDPOINT: endpoint } : {}),
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: keys.accessKeyId,
    S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
    S3_FORCE_PATH_STYLE: forcePathStyle ? '1' : '0',
  };
}

/**
 * One S3 test server for the suites of a test file: started before its first test, closed after
 * its last. Call at the top of the file; the answer gives the running server inside tests.
 */
export function useS3TestServer(): () => S3TestServer {
  let server: S3TestServer | undefined;
  beforeAll(async () => {
    server = await startS3TestServer();
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error('The S3 test server runs only while the tests of its file do');
    return server;
  };
}
