/**
 * Bulk multi-row inserts for the large seed tables (payments scale to 1,000,000 rows): the
 * `insert … values (…), (…)` text is built once per table and row count from the table's fixed
 * column list, with the engine's placeholders, and run with the rows' values as parameters.
 * Building it by hand instead of through Kysely's builder saves compiling a 20,000-value query
 * for every chunk. Column names are constants of this module's callers, never input.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../db/schema';

/**
 * Values per statement: below SQLite's 32,766 bound parameters (the bundled library's limit)
 * and PostgreSQL's 65,535.
 */
const MAX_PARAMETERS = 30_000;

type Placeholder = (index: number) => string;

/** Whether `db` speaks PostgreSQL (`$1` placeholders) rather than SQLite (`?`). */
export function isPostgres(db: Kysely<DB>): boolean {
  return db.selectFrom('merchants').select('id').where('id', '=', '').compile().sql.includes('$1');
}

/** `?` on SQLite, `$1…` on PostgreSQL. */
function placeholderStyle(db: Kysely<DB>): Placeholder {
  return isPostgres(db) ? (i) => `$${i + 1}` : () => '?';
}

export class TableWriter<T extends keyof DB> {
  private rows: Array<DB[T]> = [];
  /** For each buffered row, the position of its parent row in the parent table's writer. */
  private parents: number[] = [];
  private readonly statements = new Map<number, string>();
  /** Rows per statement. */
  readonly chunk: number;
  written = 0;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly table: T,
    private readonly columns: ReadonlyArray<keyof DB[T] & string>,
    private readonly placeholder: Placeholder = placeholderStyle(db),
  ) {
    this.chunk = Math.floor(MAX_PARAMETERS / columns.length);
  }

  get pending(): number {
    return this.rows.length;
  }

  /** Buffers `row`; `parent` is its parent row's position (rows come in parent order). */
  add(row: DB[T], parent = 0): void {
    this.rows.push(row);
    this.parents.push(parent);
  }

  private statement(count: number): string {
    let text = this.statements.get(count);
    if (text === undefined) {
      const width = this.columns.length;
      const tuples: string[] = [];
      for (let r = 0; r < count; r++) {
        const marks: string[] = [];
        for (let c = 0; c < width; c++) marks.push(this.placeholder(r * width + c));
        tuples.push(`(${marks.join(', ')})`);
      }
      const names = this.columns.map((c) => `"${c}"`).join(', ');
      text = `insert into "${this.table}" (${names}) values ${tuples.join(', ')}`;
      this.statements.set(count, text);
    }
    return text;
  }

  /**
   * Writes buffered rows whose parent is among the first `parentsWritten` rows of the parent
   * table: whole chunks only (one statement text per table), or everything with `all`.
   */
  async flush({ parentsWritten = Infinity, all = false } = {}): Promise<void> {
    let ready = this.rows.length;
    while (ready > 0 && this.parents[ready - 1]! >= parentsWritten) ready--;
    let start = 0;
    while (ready - start >= (all ? 1 : this.chunk)) {
      const count = Math.min(this.chunk, ready - start);
      const parameters: unknown[] = new Array(count * this.columns.length);
      let p = 0;
      for (let r = start; r < start + count; r++) {
        const row = this.rows[r]!;
        for (const column of this.columns) parameters[p++] = row[column];
      }
      await this.db.executeQuery(CompiledQuery.raw(this.statement(count), parameters));
      start += count;
      this.written += count;
    }
    if (start > 0) {
      this.rows = this.rows.slice(start);
      this.parents = this.parents.slice(start);
    }
  }
}

/** Every column of a table, named once in a record the compiler checks is complete. */
export function columnsOf<T>(all: Record<keyof T & string, true>): Array<keyof T & string> {
  return Object.keys(all) as Array<keyof T & string>;
}
