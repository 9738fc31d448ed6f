import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { MediaStorage } from '../media-storage.ts';
import { createUploadSpool, type UploadSpool } from '../upload-spool.ts';
import { createFileMediaStorage } from './file-media-storage.ts';
import { createS3MediaStorage } from './s3-media-storage.ts';

/** The bucket when S3 is configured (S3_BUCKET), else files under `DATA_DIR/media`. */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 's3'>, logger: Logger): MediaStorage {
  return config.s3 ? createS3MediaStorage(config.s3, logger) : createFileMediaStorage(join(config.dataDir, 'media'));
}

/**
 * The server's spool, `DATA_DIR/uploads`, cleared of what uploads cut short by a crash left: a
 * file still being written was written to within the hour (a body that stalls is cut long before).
 */
export function openUploadSpool(dataDir: string, logger: Logger): UploadSpool {
  const spool = createUploadSpool(join(dataDir, 'uploads'));
  spool
    .removeLeftovers(60 * 60 * 1000)
    .then((removed) => removed > 0 && logger.info({ removed }, 'removed the files of uploads cut short'))
    .catch((error: unknown) => logger.warn({ err: error }, 'could not clear the upload spool'));
  return spool;
}
