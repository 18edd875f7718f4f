import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';

/**
 * Several-word text search, the same on both engines: a row matches when each word is contained
 * (case-insensitively) in one of the columns, not necessarily the same one — "smith quinn" finds
 * Quinn Smith, "quinn 0009" finds Quinn whose external id ends in 0009. Contains-matching cannot
 * use a b-tree index: callers bound it by the merchant's index and a limit or a keyset page.
 */

/** `%word%` with LIKE's own characters taken literally (escaped with a backslash). */
export const containsPattern = (word: string) =>
  `%${word.toLocaleLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The lower-cased column contains `pattern` (from `containsPattern`); NULL contains nothing. */
function contains(column: string, pattern: unknown): Expression<SqlBool> {
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * Every one of `patterns` (from `containsPattern`; values or compiled-query stand-ins) is in one
 * of `columns`. No patterns: true.
 */
export function everyWordIn<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: readonly string[],
  patterns: readonly unknown[],
): Expression<SqlBool> {
  return eb.and(
    patterns.map((pattern) => eb.or(columns.map((column) => contains(column, pattern)))),
  );
}
