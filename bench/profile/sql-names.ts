/**
 * Preloaded (`--import`) into a profiled server only: better-sqlite3's `prepare` and each
 * statement's `all`/`get`/`run` go through a function named after the query, so a CPU profile
 * tells the token lookup, the page query and the `IN` query apart. The SQL itself is unchanged.
 * The profiler shows a function's source name, so each wrapper is written out by name.
 */
import SQLite from 'better-sqlite3';

type Fn = (...args: unknown[]) => unknown;
type Call = (fn: Fn, self: unknown, args: unknown[]) => unknown;
interface Steps {
  prepare: Call;
  run: Call;
}

const KINDS: Array<[RegExp, Steps]> = [
  [
    /from "access_tokens"/,
    {
      prepare: function SQL_prepare_token_lookup(f, s, a) {
        return f.apply(s, a);
      },
      run: function SQL_run_token_lookup(f, s, a) {
        return f.apply(s, a);
      },
    },
  ],
  [
    /from "shift_events"/,
    {
      prepare: function SQL_prepare_events_IN_query(f, s, a) {
        return f.apply(s, a);
      },
      run: function SQL_run_events_IN_query(f, s, a) {
        return f.apply(s, a);
      },
    },
  ],
  [
    /from "employee_locations"/,
    {
      prepare: function SQL_prepare_locations_IN_query(f, s, a) {
        return f.apply(s, a);
      },
      run: function SQL_run_locations_IN_query(f, s, a) {
        return f.apply(s, a);
      },
    },
  ],
  [
    /from "(shifts|employees)"/,
    {
      prepare: function SQL_prepare_page_query(f, s, a) {
        return f.apply(s, a);
      },
      run: function SQL_run_page_query(f, s, a) {
        return f.apply(s, a);
      },
    },
  ],
  [
    /./,
    {
      prepare: function SQL_prepare_other(f, s, a) {
        return f.apply(s, a);
      },
      run: function SQL_run_other(f, s, a) {
        return f.apply(s, a);
      },
    },
  ],
];

const proto = SQLite.prototype as unknown as { prepare: Fn };
const prepare = proto.prepare;
proto.prepare = function (this: unknown, ...args: unknown[]) {
  const sql = args[0] as string;
  const steps = KINDS.find(([re]) => re.test(sql))![1];
  const stmt = steps.prepare(prepare, this, args) as Record<string, Fn>;
  for (const method of ['all', 'get', 'run'] as const) {
    const original = stmt[method]!;
    stmt[method] = (...args: unknown[]) => steps.run(original, stmt, args);
  }
  return stmt;
};
