import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database.ts';

/**
 * The text under `key` of a JSON object kept in a text column (null when the column or the key is),
 * read by the database itself so the rest of the JSON never leaves it: a dossier's headline
 * without the whole dossier. `key` is a constant of the caller's, never user input.
 */
export function jsonText(dialect: Dialect, column: string, key: string): RawBuilder<string | null> {
  return dialect === 'postgres'
    ? sql<string | null>`(${sql.ref(column)}::json ->> ${sql.lit(key)})`
    : sql<string | null>`json_extract(${sql.ref(column)}, ${sql.lit(`$.${key}`)})`;
}
