import {
  createQueryId,
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type SqliteDatabase,
} from 'kysely';
import type { StatementNames } from './pg-statements';

type DirectSqlite = SqliteDatabase & { readonly inTransaction: boolean };

/** SQLite connections by their Kysely adapter (a database's transactions share its adapter). */
const directConnections = new WeakMap<object, DirectSqlite>();

/**
 * Lets compiled queries on `db` (and its transactions) run on its SQLite connection directly.
 * better-sqlite3 runs a statement synchronously, so Kysely's asynchronous executor (connection
 * provider, mutex, driver: about 5 µs and several promise hops per statement) only adds time.
 */
export function runCompiledDirectly<DB>(db: Kysely<DB>, sqlite: DirectSqlite): void {
  directConnections.set(db.getExecutor().adapter, sqlite);
}

/** The statement names of PostgreSQL databases, by their Kysely adapter (as `directConnections`). */
const statementNames = new WeakMap<object, StatementNames>();

/**
 * Names the SQL of each shape compiled for `db` (a PostgreSQL database) in `names`, which its
 * pool's clients run as named prepared statements (`pg-statements.ts`).
 */
export function nameCompiledStatements<DB>(db: Kysely<DB>, names: StatementNames): void {
  statementNames.set(db.getExecutor().adapter, names);
}

/** Stands in for `values[key]` (or `values[key][index]`) while a query shape is compiled. */
class StandIn {
  constructor(
    readonly key: string,
    readonly index?: number,
  ) {}
}

type Values = Record<string, unknown>;

/** A table row as a plain object type (an interface is not a `Values`), for an insert's values. */
export type RowValues<T> = { [K in keyof T]: T[K] };
type Parameter = StandIn | { constant: unknown };

/**
 * Rows as one array per column: how a multi-row insert passes its values to a compiled query,
 * which compiles once per number of rows (arrays' lengths are part of a query's shape).
 */
export type Columns<T> = { [K in keyof T]: Array<T[K]> };

export function columnsOf<T extends object>(rows: readonly T[]): Columns<T> {
  const columns = {} as Record<string, unknown[]>;
  for (const name of Object.keys(rows[0]!)) {
    columns[name] = rows.map((row) => (row as Record<string, unknown>)[name]);
  }
  return columns as Columns<T>;
}

/** The rows of `columns` (stand-ins while a query is compiled), for `insertInto(…).values()`. */
export function rowsOf<T extends object>(columns: Columns<T>): Array<RowValues<T>> {
  const names = Object.keys(columns) as Array<keyof T & string>;
  const count = (columns[names[0]!] as unknown[]).length;
  return Array.from({ length: count }, (_, i) => {
    const row = {} as RowValues<T>;
    for (const name of names) row[name] = columns[name][i]!;
    return row;
  });
}

/** Shapes kept per query and database. */
const MAX_SHAPES = 256;

interface Shape {
  compiled: CompiledQuery;
  /** The SQL run: `compiled.sql`, or on SQLite with a constant LIMIT written in. */
  sql: string;
  parameters: Parameter[];
}

/**
 * The given values' names and each array's length (-1: not an array), in the values' order, and
 * the value itself of each `inline` one (a shape is compiled for it).
 */
type Layout = Array<{ name: string; length: number; inline?: number }>;

/** An `inline` value, which a shape is compiled for (and SQLite's LIMIT written in): an integer. */
function inlineValue(name: string, value: unknown): number {
  if (!Number.isSafeInteger(value)) {
    throw new Error(`compiledQuery: ${name} is written into the SQL and must be an integer`);
  }
  return value as number;
}

function layoutOf(values: Values, inline: ReadonlySet<string>): Layout {
  const layout: Layout = [];
  for (const name in values) {
    const value = values[name];
    if (value === undefined) continue;
    layout.push(
      inline.has(name)
        ? { name, length: -1, inline: inlineValue(name, value) }
        : { name, length: Array.isArray(value) ? value.length : -1 },
    );
  }
  return layout;
}

/** True when `values` has `layout` (checked without building a key: the common case). */
function hasLayout(values: Values, layout: Layout): boolean {
  let i = 0;
  for (const name in values) {
    const value = values[name];
    if (value === undefined) continue;
    const expected = layout[i++];
    if (expected?.name !== name) return false;
    if (expected.inline !== undefined) {
      if (value !== expected.inline) return false;
    } else if ((Array.isArray(value) ? value.length : -1) !== expected.length) return false;
  }
  return i === layout.length;
}

/**
 * Which values are given, the length of each array and each inline value: all a query's shape
 * may depend on.
 */
function shapeKey(layout: Layout): string {
  return layout
    .map((e) =>
      e.inline !== undefined
        ? `${e.name}=${e.inline}`
        : e.length < 0
          ? e.name
          : `${e.name}[${e.length}]`,
    )
    .join(',');
}

function standIns(values: Values, inline: ReadonlySet<string>): Values {
  const result: Values = {};
  for (const name in values) {
    const value = values[name];
    if (value === undefined || inline.has(name)) result[name] = value;
    else if (Array.isArray(value)) result[name] = value.map((_, i) => new StandIn(name, i));
    else result[name] = new StandIn(name);
  }
  return result;
}

function compileShape<DB, V extends Values>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, values: V) => Compilable,
  values: V,
  inline: ReadonlySet<string>,
): Shape {
  const compiled = build(db, standIns(values, inline) as V).compile();
  const parameters = compiled.parameters.map((p): Parameter =>
    p instanceof StandIn ? p : { constant: p },
  );
  for (const name in values) {
    if (values[name] === undefined || inline.has(name)) continue;
    if (!parameters.some((p) => p instanceof StandIn && p.key === name)) {
      throw new Error(`compiledQuery: ${name} must be passed to the query as a value`);
    }
  }
  // On SQLite a LIMIT known when the shape compiles (a constant, or an `inline` value) is written
  // into the SQL: bound, SQLite's planner reads its value, which makes SQLite prepare the
  // statement again on every run. PostgreSQL keeps it bound, as it always was: a LIMIT written in
  // makes its generic plans look cheaper than they are (with `limit 1` in the SQL, voidExpired's
  // look-up switched to reading the whole table while its status was still bound).
  const last = parameters.at(-1);
  if (
    directConnections.has(db.getExecutor().adapter) &&
    compiled.sql.endsWith(' limit ?') &&
    last !== undefined &&
    !(last instanceof StandIn) &&
    Number.isSafeInteger(last.constant)
  ) {
    return {
      compiled,
      sql: `${compiled.sql.slice(0, -1)}${String(last.constant)}`,
      parameters: parameters.slice(0, -1),
    };
  }
  return { compiled, sql: compiled.sql, parameters };
}

function parameterValue(p: Parameter, values: Values): unknown {
  if (!(p instanceof StandIn)) return p.constant;
  const value = values[p.key];
  return p.index === undefined ? value : (value as unknown[])[p.index];
}

/**
 * A Kysely query that is built and compiled once per database and shape (its transactions
 * included), then run with new values.
 * Kysely builds and compiles a query on every `execute()`, which on a list request costs about as
 * much as running the small keyset queries on SQLite; the same SQL with new parameters does not.
 *
 * `build` gets stand-ins for `values`, which it must pass to Kysely as values (they are bound as
 * parameters, never written into the SQL). It may add a condition or not by whether a value is
 * `undefined`, and size an `in` list by an array's length, but must not look at the values
 * themselves: the SQL is compiled for the first values of each shape and reused for the rest.
 * Normalise or convert values before passing them (e.g. booleans to 0/1).
 *
 * The integers named in `inline` are the exception: `build` gets them as they are, and each value
 * has a shape of its own. A list page's LIMIT is one: passed as it is to `.limit()`, it is written
 * into the SQL on SQLite (see `compileShape`).
 */
export function compiledQuery<DB, V extends Values, O>(
  build: (db: Kysely<DB>, values: V) => Compilable<O>,
  { inline = [] }: { inline?: ReadonlyArray<keyof V & string> } = {},
) {
  const inlined = new Set<string>(inline);
  // Keyed by the database's adapter: a transaction is a new Kysely object on every call, but
  // it shares its database's adapter (and compiler), so a create's statements compile once too.
  // The last shape run is checked first: most queries are always called with one layout.
  const shapesByDb = new WeakMap<
    object,
    { shapes: Map<string, Shape>; last?: { layout: Layout; shape: Shape } }
  >();
  return async function run(db: Kysely<DB>, values: V): Promise<O[]> {
    const executor = db.getExecutor();
    const owner = executor.adapter;
    let known = shapesByDb.get(owner);
    if (!known) {
      known = { shapes: new Map() };
      shapesByDb.set(owner, known);
    }
    let shape: Shape;
    if (known.last && hasLayout(values, known.last.layout)) {
      shape = known.last.shape;
    } else {
      const layout = layoutOf(values, inlined);
      const key = shapeKey(layout);
      let found = known.shapes.get(key);
      if (!found) {
        found = compileShape(db, build, values, inlined);
        statementNames.get(owner)?.add(found.compiled.sql);
        // Inline values multiply shapes (a list's every page size): keep a bounded number.
        if (known.shapes.size >= MAX_SHAPES) known.shapes.clear();
        known.shapes.set(key, found);
      }
      shape = found;
      known.last = { layout, shape };
    }
    const { compiled } = shape;
    // Only without plugins (`withPlugin`: they see every result). Safe when this transaction holds
    // the connection, or when no transaction is open on it at all (the statement then commits on
    // its own before any other code runs). Otherwise another request's transaction is open and
    // the statement must wait for it in Kysely's queue.
    const direct = executor.plugins.length === 0 ? directConnections.get(owner) : undefined;
    if (direct && (db.isTransaction || !direct.inTransaction)) {
      const statement = direct.prepare(shape.sql);
      const parameters = shape.parameters.map((p) => parameterValue(p, values));
      if (statement.reader) return statement.all(parameters) as O[];
      statement.run(parameters);
      return [];
    }
    const result = await db.executeQuery<O>({
      query: compiled.query,
      queryId: createQueryId(),
      sql: shape.sql,
      parameters: shape.parameters.map((p) => parameterValue(p, values)),
    });
    return result.rows;
  };
}
