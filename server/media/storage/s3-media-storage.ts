import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import { silenceAwsSdkNodeVersionWarning, type S3Config } from '../../config.ts';
import { assertValidByteRange, assertValidMediaKey, type MediaStorage } from '../media-storage.ts';

/**
 * Media as objects of one bucket in any S3-compatible store (AWS S3, MinIO, Ceph, R2, s3rver…),
 * under the same keys as on the disk. Ranges are the store's own (`GetObject` with `Range`), so a
 * seek in a long video fetches only what is played. The content type is stored with the object.
 */
export function createS3MediaStorage(config: S3Config, logger: Logger): MediaStorage {
  silenceAwsSdkNodeVersionWarning();
  const client = new S3Client({
    logger: sdkWarningsTo(logger),
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    // Without keys the SDK's own chain applies (environment, instance or task role).
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // The SDK's default frames bodies it streams in `aws-chunked` with a trailing checksum, which
    // several S3-compatible stores keep as part of the object: the file comes back longer than it
    // went in. Checksums only where an operation requires them keeps every body byte-exact.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of holding it forever.
    requestHandler: { connectionTimeout: 10_000, socketTimeout: 60_000 },
  });
  const bucket = config.bucket;

  return {
    // A stream goes out as it is read, with its length: the checksum settings above keep it byte-exact.
    async put(key, body, contentType) {
      assertValidMediaKey(key);
      const [content, length] = body instanceof Uint8Array ? [body, body.length] : [body.stream, body.size];
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType, Body: content, ContentLength: length }));
    },

    async get(key, range) {
      assertValidMediaKey(key);
      if (range) assertValidByteRange(range);
      try {
        // Always an absolute range: some stores (s3rver) misread a suffix range such as `bytes=-10`.
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
        );
        const stream = answer.Body as Readable | undefined;
        if (!stream) throw new Error(`The store answered no body for ${key}`);
        try {
          return { stream, size: range ? wholeSizeOf(answer.ContentRange, key) : (answer.ContentLength ?? 0) };
        } catch (error) {
          stream.destroy();
          throw error;
        }
      } catch (error) {
        // Only a missing key: a missing bucket (NoSuchBucket, also a 404) is a setup error to surface.
        if (error instanceof NoSuchKey) return null;
        if (statusOf(error) === 416)
          throw new RangeError(`The range ${range?.start}-${range?.end} starts past the end of ${key}`, { cause: error });
        throw error;
      }
    },

    async delete(key) {
      assertValidMediaKey(key);
      // S3 answers success for a missing key.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async close() {
      client.destroy();
    },
  };
}

/**
 * The SDK's own warnings (e.g. a failed streamed upload) go to Tandem's log rather than the
 * console. Its per-request info and error lines are left out: every failure reaches the caller
 * as a thrown error, and a missing key is an expected answer, not an error to log.
 */
function sdkWarningsTo(logger: Logger) {
  const ignore = () => {};
  return {
    trace: ignore,
    debug: ignore,
    info: ignore,
    warn: (...content: unknown[]) => logger.warn({ module: 's3', detail: content }, 'S3 client warning'),
    error: ignore,
  };
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}

/** `bytes 0-9/12345` → 12345. */
function wholeSizeOf(contentRange: string | undefined, key: string): number {
  const total = contentRange?.match(/\/(\d+)$/)?.[1];
  if (total === undefined) throw new Error(`The store answered a range of ${key} without its size (Content-Range: ${contentRange})`);
  return Number(total);
}
