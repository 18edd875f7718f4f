/** What the baseline's engine-neutral code needs of a database. */
export type Row = Record<string, unknown>;

/**
 * Runs one SQL text (`?` placeholders) with its values and returns the rows, prepared once per
 * distinct text by the engine's baseline (`IN` lists get one statement per length).
 */
export type Query = (sql: string, params: unknown[]) => Row[] | Promise<Row[]>;

export const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/** `sql` with its `?` placeholders numbered `$1…$n`, as PostgreSQL takes them. */
export const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};
