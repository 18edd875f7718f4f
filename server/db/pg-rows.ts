/**
 * Result rows as objects, built by one function per column list, in a result object of our own.
 *
 * pg builds each row object by spreading a template object of the result's columns. That spread
 * is one site for every query a process runs; once it has seen more than four column lists it
 * goes megamorphic and copies property by property, growing the row's property store as it goes:
 * on a 39-column payments page about 2 KB of garbage a row instead of about 0.4 KB. pg gives rows
 * as arrays when asked (`rowMode: 'array'`, its type parsers still applied); an object literal per
 * column list turns them into objects with the same keys, in the same order, with their values in
 * the object itself.
 *
 * pg's own result objects reach the old generation (a sampling heap profile under the list bench:
 * 99 % of their field descriptions promoted; what holds them there was not traced), and rows still
 * attached to one were promoted with it, each full of strings, until a full collection freed them.
 * So the rows go into a result object of ours and pg's is left without them (decision record
 * 2026-11-26-fast-at-every-step.md).
 */

type Row = Record<string, unknown>;
type RowBuilder = (values: readonly unknown[]) => Row;

/** Column lists compiled at most (a process runs a bounded set; past this, rows are copied). */
const COMPILED_LISTS_LIMIT = 1024;

const builders = new Map<string, RowBuilder>();

/** Copies property by property, as pg does: own properties, the last of a repeated name wins. */
function copyingBuilder(names: readonly string[]): RowBuilder {
  return (values) => {
    const row: Row = {};
    names.forEach((name, i) => {
      Object.defineProperty(row, name, {
        value: values[i],
        enumerable: true,
        writable: true,
        configurable: true,
      });
    });
    return row;
  };
}

/**
 * `(v) => ({ "id": v[0], "amount": v[1], … })` for `names`. Keys are JSON string literals, so a
 * column name cannot break out of them; a repeated name keeps its first place and its last value,
 * as pg's rows do. A `__proto__` key in a literal would set the prototype instead, so a list with
 * that name is copied instead.
 */
function compiledBuilder(names: readonly string[]): RowBuilder {
  if (names.includes('__proto__')) return copyingBuilder(names);
  const fields = names.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above: keys are JSON literals
  return new Function('v', `return { ${fields} };`) as RowBuilder;
}

function builderFor(names: readonly string[]): RowBuilder {
  // NUL cannot occur in a PostgreSQL identifier, so it separates names unambiguously.
  const key = names.join('\u0000');
  let build = builders.get(key);
  if (build === undefined) {
    if (builders.size >= COMPILED_LISTS_LIMIT) return copyingBuilder(names);
    build = compiledBuilder(names);
    builders.set(key, build);
  }
  return build;
}

/** What pg gives for a statement run with `rowMode: 'array'`. */
interface ArrayRowsResult {
  command: string;
  rowCount: number | null;
  oid: number;
  fields: ReadonlyArray<{ name: string }>;
  rows: unknown[][];
}

/** The same result with its rows as objects (the shape pg gives without `rowMode`). */
export interface ObjectRowsResult extends Omit<ArrayRowsResult, 'rows'> {
  rows: Row[];
}

/** `result` with its rows as objects, in a result object of its own; pg's is left without rows. */
export function takeObjectRows(result: ArrayRowsResult): ObjectRowsResult {
  const arrays = result.rows;
  result.rows = [];
  const rows = new Array<Row>(arrays.length);
  if (arrays.length > 0) {
    const build = builderFor(result.fields.map((field) => field.name));
    for (let i = 0; i < arrays.length; i++) rows[i] = build(arrays[i]!);
  }
  const { command, rowCount, oid, fields } = result;
  return { command, rowCount, oid, fields, rows };
}
