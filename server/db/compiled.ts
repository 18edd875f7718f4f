import { createQueryId, type Compilable, type CompiledQuery, type Kysely } from 'kysely';

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

interface Shape {
  compiled: CompiledQuery;
  parameters: Parameter[];
}

/** Which values are given, and the length of each array: all a query's shape may depend on. */
function shapeKey(values: Values): string {
  let key = '';
  for (const name in values) {
    const value = values[name];
    if (value === undefined) continue;
    key += Array.isArray(value) ? `${name}[${value.length}],` : `${name},`;
  }
  return key;
}

function standIns(values: Values): Values {
  const result: Values = {};
  for (const name in values) {
    const value = values[name];
    if (value === undefined) result[name] = undefined;
    else if (Array.isArray(value)) result[name] = value.map((_, i) => new StandIn(name, i));
    else result[name] = new StandIn(name);
  }
  return result;
}

function compileShape<DB, V extends Values>(
  db: Kysely<DB>,
  build: (db: Kysely<DB>, values: V) => Compilable,
  values: V,
): Shape {
  const compiled = build(db, standIns(values) as V).compile();
  const parameters = compiled.parameters.map((p): Parameter =>
    p instanceof StandIn ? p : { constant: p },
  );
  for (const name in values) {
    if (values[name] === undefined) continue;
    if (!parameters.some((p) => p instanceof StandIn && p.key === name)) {
      throw new Error(`compiledQuery: ${name} must be passed to the query as a value`);
    }
  }
  return { compiled, parameters };
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
 */
export function compiledQuery<DB, V extends Values, O>(
  build: (db: Kysely<DB>, values: V) => Compilable<O>,
) {
  // Keyed by the database's adapter: a transaction is a new Kysely object on every call, but
  // it shares its database's adapter (and compiler), so a create's statements compile once too.
  const shapesByDb = new WeakMap<object, Map<string, Shape>>();
  return async function run(db: Kysely<DB>, values: V): Promise<O[]> {
    const owner = db.getExecutor().adapter;
    let shapes = shapesByDb.get(owner);
    if (!shapes) {
      shapes = new Map();
      shapesByDb.set(owner, shapes);
    }
    const key = shapeKey(values);
    let shape = shapes.get(key);
    if (!shape) {
      shape = compileShape(db, build, values);
      shapes.set(key, shape);
    }
    const { compiled } = shape;
    const result = await db.executeQuery<O>({
      query: compiled.query,
      queryId: createQueryId(),
      sql: compiled.sql,
      parameters: shape.parameters.map((p) => parameterValue(p, values)),
    });
    return result.rows;
  };
}
