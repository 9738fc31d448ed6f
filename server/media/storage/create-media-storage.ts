import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { MediaStorage } from '../media-storage.ts';
import { createFileMediaStorage } from './file-media-storage.ts';
import { createS3MediaStorage } from './s3-media-storage.ts';

/** The bucket when S3 is configured (S3_BUCKET), else files under `DATA_DIR/media`. */
export function createMediaStorage(config: Pick<Config, 'dataDir' | 's3'>, logger: Logger): MediaStorage {
  return config.s3 ? createS3MediaStorage(config.s3, logger) : createFileMediaStorage(join(config.dataDir, 'media'));
}
