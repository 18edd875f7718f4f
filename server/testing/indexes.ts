import { sql } from 'kysely';
import type { Database } from '../db';

/**
 * The definitions of the indexes named, by name, as the engine stores them: lower case, without
 * quotes (an index that does not exist is absent).
 */
export async function indexDefinitions(
  database: Database,
  names: readonly string[],
): Promise<Record<string, string>> {
  const { rows } =
    database.engine === 'postgres'
      ? await sql<{ name: string; def: string }>`select indexname as name, indexdef as def
          from pg_indexes where indexname in (${sql.join(names)})`.execute(database.db)
      : await sql<{ name: string; def: string }>`select name, sql as def from sqlite_master
          where name in (${sql.join(names)})`.execute(database.db);
  return Object.fromEntries(rows.map((r) => [r.name, r.def.toLowerCase().replace(/"/g, '')]));
}

/** The indexed columns of a definition, in order. */
export function indexedColumns(def: string | undefined): string[] {
  return (
    /\(([^)]*)\)/
      .exec(def?.replace(/ using btree/, '') ?? '')?.[1]
      ?.split(',')
      .map((c) => c.trim()) ?? []
  );
}
