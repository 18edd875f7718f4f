import type pg from 'pg';
import { takeObjectRows } from './pg-rows';

/**
 * How many SQL texts a PostgreSQL database names at most. A name costs a parsed statement (and
 * its cached plans) in every backend that ran it. The payments and labor API tests compile at
 * most 75 shapes on one database; a pathological number of shapes (an `in` list per length, say)
 * must not grow the backends' memory without bound: texts past the limit run unnamed, as all did
 * before.
 */
const NAMED_STATEMENTS_LIMIT = 256;

/**
 * PostgreSQL's "cached plan must not change result type": code 0A000 (shared with other refusals)
 * from the function that revalidates a cached statement (its message is translated; these are not).
 */
function isStalePlan(error: unknown): boolean {
  const { code, routine } = error as { code?: unknown; routine?: unknown };
  return code === '0A000' && routine === 'RevalidateCachedQuery';
}

/**
 * The SQL texts a PostgreSQL database runs as named prepared statements, each with its own
 * name (`q0`, `q1`, … in the order they were added): `compiledQuery` adds the text of each
 * shape it compiles, so the hot paths' statements are parsed and planned once per connection
 * instead of on every run. Names are per connection in PostgreSQL, so a counter per database is
 * enough; one text has one name and one name one text, as pg requires.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();
  constructor(readonly limit = NAMED_STATEMENTS_LIMIT) {}

  /** Names `text` (once; past the limit, not at all). */
  add(text: string): void {
    if (this.#names.size < this.limit && !this.#names.has(text)) {
      this.#names.set(text, `q${this.#names.size}`);
    }
  }

  nameOf(text: string): string | undefined {
    return this.#names.get(text);
  }

  get size(): number {
    return this.#names.size;
  }
}

/** Errors of a named statement whose plan went stale, retried by `inTransaction` once. */
const staleStatementErrors = new WeakSet<object>();

/**
 * True when `error` is PostgreSQL refusing a named statement prepared before a migration changed
 * its result columns (`select *` after a column was added, or a column's type changed): the
 * connection has forgotten its statements since, so the transaction can run again.
 */
export function isStaleStatementError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && staleStatementErrors.has(error);
}

/**
 * A `pg.Client` class that runs the texts `names` holds as named prepared statements. Kysely's
 * PostgreSQL driver calls `client.query(sql, parameters)`; only that form (a string, no callback)
 * is named, and its result comes back from `takeObjectRows` (`pg-rows.ts`) instead of from pg;
 * anything else passes through unchanged.
 *
 * A migration run while this process serves (another instance starting) can change a named
 * statement's result columns; PostgreSQL then refuses the statement (0A000, "cached plan must
 * not change result type") instead of planning it again. The connection then starts a new
 * generation of names, so every statement is parsed afresh under a new name (the old ones stay
 * in the session, unused, until it ends). A refused statement that ran outside a transaction did
 * nothing and runs again at once; inside one, the transaction has failed, and the error is
 * marked for `isStaleStatementError`.
 */
export function namingClient(Client: typeof pg.Client, names: StatementNames): typeof pg.Client {
  return class NamingClient extends Client {
    #generation = 0;

    // pg's `query` is one function behind many overloads; this override takes its arguments as
    // they come (hence `unknown`, and `never`, which stands for each overload's result).
    override query(config: unknown, values?: unknown, callback?: unknown): never {
      if (typeof config !== 'string' || typeof values === 'function' || callback !== undefined) {
        return (super.query as (...args: unknown[]) => never)(config, values, callback);
      }
      return this.#run(config, names.nameOf(config), values as unknown[] | undefined) as never;
    }

    async #run(
      text: string,
      name: string | undefined,
      values: unknown[] | undefined,
      retry = true,
    ): Promise<unknown> {
      const generation = this.#generation;
      try {
        const config: pg.QueryArrayConfig = { text, values, rowMode: 'array' };
        if (name !== undefined) config.name = generation === 0 ? name : `${name}_${generation}`;
        // Several statements in one text (no parameters) give one result each.
        const result = (await super.query(config)) as pg.QueryArrayResult | pg.QueryArrayResult[];
        return Array.isArray(result) ? result.map(takeObjectRows) : takeObjectRows(result);
      } catch (error) {
        if (name === undefined || !isStalePlan(error)) throw error;
        if (this.#generation === generation) this.#generation++;
        // 'I': no transaction open (the refused statement was on its own and did nothing).
        if (retry && this.getTransactionStatus() === 'I') {
          return this.#run(text, name, values, false);
        }
        staleStatementErrors.add(error as object);
        throw error;
      }
    }
  };
}
