import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, backUp, restore } from './backup.ts';

const usage = [
  'Usage: npm run backup [-- <new directory>]   (default: backups/tandem-<date and time>)',
  '       npm run restore -- <backup directory>  (into DATA_DIR, which must hold no database)',
].join('\n');

function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** `npm run backup` and `npm run restore`: the embedded default's data, on DATA_DIR. */
async function main([command, directory]: string[]): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump and restore it with pg_restore (docs/operations.md).');
    return 2;
  }
  const mediaStore = config.s3 ? 's3' : 'files';
  if (command === 'backup') {
    const to = resolve(directory ?? join('backups', `tandem-${timestamp(new Date())}`));
    const manifest = await backUp({ dataDir: config.dataDir, to, mediaStore });
    console.log(`Backed up ${config.dataDir} to ${to}: the database and ${manifest.media.length} media files.`);
    if (mediaStore === 's3') console.log('Media are in the S3 bucket and were not copied: keep the bucket versioned (docs/operations.md).');
    if (manifest.missingMedia.length > 0)
      console.warn(`${manifest.missingMedia.length} media files the database names were already gone: ${manifest.missingMedia.join(', ')}`);
    return 0;
  }
  if (command === 'restore' && directory) {
    const manifest = await restore({ from: resolve(directory), dataDir: config.dataDir });
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${config.dataDir}: the database and ${manifest.media.length} media files.`,
    );
    return 0;
  }
  console.error(usage);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof BackupError ? error.message : error);
    process.exit(1);
  },
);
