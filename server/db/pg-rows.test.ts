import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { takeObjectRows } from './pg-rows';

interface PgResult {
  addFields(fields: Array<{ name: string; dataTypeID: number; format: string }>): void;
  parseRow(values: unknown[]): Record<string, unknown>;
}
// pg's own row building, to compare with (text columns: its parser returns the text as it is).
const PgResultClass = createRequire(import.meta.url)('pg/lib/result.js') as new () => PgResult;

function pgRow(names: string[], values: unknown[]): Record<string, unknown> {
  const result = new PgResultClass();
  result.addFields(names.map((name) => ({ name, dataTypeID: 25, format: 'text' })));
  return result.parseRow(values);
}

const arrayResult = (names: string[], rows: unknown[][]) => ({
  command: 'SELECT',
  rowCount: rows.length,
  oid: 0,
  fields: names.map((name) => ({ name })),
  rows: rows.map((r) => [...r]),
});

function ourRows(names: string[], rows: unknown[][]): Record<string, unknown>[] {
  return takeObjectRows(arrayResult(names, rows)).rows;
}

describe('takeObjectRows', () => {
  const lists: Array<[string, string[]]> = [
    ['plain names', ['id', 'merchant_id', 'amount']],
    ['a repeated name (joins)', ['id', 'name', 'id']],
    ['integer-like names', ['b', '1', 'a', '0']],
    ['quotes, backslashes, braces and newlines', ['a"b', 'c\\d', '}; x', 'e\nf', '\u2028']],
    ['__proto__', ['id', '__proto__', 'x']],
    ['one column', ['count']],
  ];

  it.each(lists)('builds the rows pg builds: %s', (_, names) => {
    const rows = [names.map((n, i) => `${n}-${i}`), names.map(() => null)];
    const ours = ourRows(names, rows);
    rows.forEach((values, i) => {
      const theirs = pgRow(names, values);
      expect(Object.keys(ours[i]!)).toEqual(Object.keys(theirs));
      expect(ours[i]).toEqual(theirs);
      expect(Object.getPrototypeOf(ours[i])).toBe(Object.prototype);
    });
  });

  it('keeps a __proto__ column as data, not as the prototype', () => {
    const [row] = ourRows(['__proto__'], [[{ polluted: true }]]);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toEqual({ polluted: true });
    expect((row as { polluted?: unknown }).polluted).toBeUndefined();
  });

  it("gives the rows in a result of its own and leaves pg's without them", () => {
    const theirs = arrayResult(['id', 'n'], [['a', 1]]);
    const ours = takeObjectRows(theirs);
    expect(ours).toEqual({
      command: 'SELECT',
      rowCount: 1,
      oid: 0,
      fields: [{ name: 'id' }, { name: 'n' }],
      rows: [{ id: 'a', n: 1 }],
    });
    expect(theirs.rows).toEqual([]);
    expect(takeObjectRows(arrayResult([], [])).rows).toEqual([]);
  });

  it('reuses one builder per column list', () => {
    const a = ourRows(['x', 'y'], [[1, 2]]);
    const b = ourRows(['x', 'y'], [[3, 4]]);
    expect([a[0], b[0]]).toEqual([
      { x: 1, y: 2 },
      { x: 3, y: 4 },
    ]);
  });
});
