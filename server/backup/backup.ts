import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { assertValidMediaKey } from '../media/media-storage.ts';
import { createBackupRepository } from './backup.repository.ts';

/**
 * Online backup and restore of the embedded default: the SQLite database and the media files
 * under DATA_DIR. The database is copied with SQLite's online backup API, so the server may keep
 * running; then every media file the copy refers to is copied, and a manifest records each file's
 * size and SHA-256 so that a restore refuses a damaged backup before writing anything.
 * PostgreSQL and S3 have their own tools (docs/operations.md).
 */

export const databaseFileName = 'tandem.sqlite';
const manifestFileName = 'manifest.json';

const fileEntry = z.object({ path: z.string().min(1), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) });

const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  database: fileEntry,
  /** Where the media were when the backup was made: copied here (`files`) or left in the S3 bucket (`s3`). */
  mediaStore: z.enum(['files', 's3']),
  media: z.array(fileEntry),
  /** Media the database refers to but whose file was already gone when the backup was made. */
  missingMedia: z.array(z.string()),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
type FileEntry = z.infer<typeof fileEntry>;

/** A backup or restore that cannot go on; its message says why in plain words. */
export class BackupError extends Error {}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

async function describe(root: string, path: string): Promise<FileEntry> {
  const full = join(root, path);
  return { path, bytes: (await stat(full)).size, sha256: await sha256Of(full) };
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}

async function isEmptyOrAbsent(directory: string): Promise<boolean> {
  try {
    return (await readdir(directory)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
}

/** Copies the live database page by page (consistent while the server writes), then makes the copy one self-contained file. */
async function snapshotDatabase(source: string, target: string): Promise<string[]> {
  const live = new SQLite(source, { fileMustExist: true });
  try {
    await live.backup(target);
  } finally {
    live.close();
  }
  const copy = new SQLite(target);
  // The copy keeps the live file's WAL mode; a rollback journal makes it a single file to carry.
  copy.pragma('journal_mode = DELETE');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: copy }) });
  try {
    return await createBackupRepository(db).mediaStorageKeys();
  } finally {
    await db.destroy();
  }
}

export interface BackupOptions {
  dataDir: string;
  /** An empty or new directory that receives the backup. */
  to: string;
  mediaStore: 'files' | 's3';
  now?: () => Date;
}

/** Backs up DATA_DIR into `to` and answers what it wrote. */
export async function backUp({ dataDir, to, mediaStore, now = () => new Date() }: BackupOptions): Promise<BackupManifest> {
  const source = join(dataDir, databaseFileName);
  if (!(await exists(source))) throw new BackupError(`There is no Tandem database at ${source}: check DATA_DIR.`);
  if (!(await isEmptyOrAbsent(to))) throw new BackupError(`${to} is not empty: back up into a new directory.`);
  await mkdir(to, { recursive: true });

  const keys = await snapshotDatabase(source, join(to, databaseFileName));
  const media: FileEntry[] = [];
  const missingMedia: string[] = [];
  if (mediaStore === 'files') {
    for (const key of keys) {
      const path = `media/${key}`;
      if (!isMediaPath(path)) throw new BackupError(`The database names a media file ${JSON.stringify(key)} that is not a media key.`);
      if (!(await exists(join(dataDir, path)))) {
        missingMedia.push(key);
        continue;
      }
      await mkdir(dirname(join(to, path)), { recursive: true });
      await copyFile(join(dataDir, path), join(to, path));
      media.push(await describe(to, path));
    }
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: now().toISOString(),
    database: await describe(to, databaseFileName),
    mediaStore,
    media,
    missingMedia,
  };
  await writeFile(join(to, manifestFileName), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isMediaPath(path: string): boolean {
  if (!path.startsWith('media/')) return false;
  try {
    assertValidMediaKey(path.slice('media/'.length));
    return true;
  } catch {
    return false;
  }
}

async function readManifest(from: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(join(from, manifestFileName), 'utf8');
  } catch {
    throw new BackupError(`${from} holds no ${manifestFileName}: it is not a Tandem backup.`);
  }
  const parsed = manifestSchema.safeParse(parseJson(text));
  const unreadable = new BackupError(`${join(from, manifestFileName)} is not a manifest this version can read.`);
  if (!parsed.success || parsed.data.database.path !== databaseFileName) throw unreadable;
  // A manifest names only the database and files under media/: nothing it says can write elsewhere.
  if (!parsed.data.media.every((entry) => isMediaPath(entry.path))) throw unreadable;
  return parsed.data;
}

/** Every file of the backup, as the manifest says it was written; answers the first that is not. */
async function firstDamaged(from: string, manifest: BackupManifest): Promise<string | null> {
  for (const entry of [manifest.database, ...manifest.media]) {
    const path = join(from, entry.path);
    if (!(await exists(path))) return `${entry.path} is missing`;
    const found = await describe(from, entry.path);
    if (found.bytes !== entry.bytes || found.sha256 !== entry.sha256) return `${entry.path} does not match its checksum`;
  }
  return null;
}

export interface RestoreOptions {
  from: string;
  /** A DATA_DIR without a database: restoring never overwrites one. */
  dataDir: string;
}

/** Puts a backup back into a data directory that holds no database yet. */
export async function restore({ from, dataDir }: RestoreOptions): Promise<BackupManifest> {
  const manifest = await readManifest(from);
  const target = join(dataDir, databaseFileName);
  if (await exists(target)) {
    throw new BackupError(
      `${dataDir} already holds a database: stop the server and restore into an empty DATA_DIR (move the old one aside first).`,
    );
  }
  const damage = await firstDamaged(from, manifest);
  if (damage) throw new BackupError(`The backup is damaged (${damage}); nothing was restored.`);

  await mkdir(dataDir, { recursive: true });
  for (const entry of manifest.media) {
    await mkdir(dirname(join(dataDir, entry.path)), { recursive: true });
    await copyFile(join(from, entry.path), join(dataDir, entry.path));
  }
  // The database comes last and appears whole: a restore cut short leaves no database behind.
  const partial = join(dataDir, `.${randomUUID()}.restoring`);
  await copyFile(join(from, databaseFileName), partial);
  await rename(partial, target);
  return manifest;
}
