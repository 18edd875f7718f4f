/** Turns the measured rounds into the tables the benchmark prints (Markdown, to paste as is). */
import type { Target } from './targets';

export type Side = 'ours' | 'baseline';

export interface Sample {
  target: string;
  side: Side;
  round: number;
  rps: number;
  p99: number;
  /** Server CPU (user + system) per request, µs; null without /proc. */
  cpuPerRequest: number | null;
  /** The database server's CPU per request (PostgreSQL: the server and its backends), µs. */
  dbCpuPerRequest?: number | null;
  failures: number;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

const fixed = (n: number, digits = 2) => n.toFixed(digits);

/** Median and, with several values, the range: `0.84 (0.80–0.90)`. */
function spread(values: number[], digits = 2): string {
  if (values.length === 0) return '–';
  const m = fixed(median(values), digits);
  if (values.length === 1) return m;
  return `${m} (${fixed(Math.min(...values), digits)}–${fixed(Math.max(...values), digits)})`;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Median server (or with `db`, database) CPU µs per request. */
function cpu(samples: Sample[], db = false): string {
  const values = samples.flatMap((x) => {
    const v = db ? x.dbCpuPerRequest : x.cpuPerRequest;
    return v === null || v === undefined ? [] : [v];
  });
  return values.length ? fixed(median(values), 0) : '–';
}

function of(samples: Sample[], target: string, side: Side) {
  return samples.filter((s) => s.target === target && s.side === side);
}

/** Per round, a ÷ b for the samples of the same round. */
function roundRatios(a: Sample[], b: Sample[]): number[] {
  return a.flatMap((x) => {
    const y = b.find((s) => s.round === x.round);
    return y && y.rps > 0 ? [x.rps / y.rps] : [];
  });
}

export function throughputTable(targets: Target[], samples: Sample[]): string {
  const withDb = samples.some((s) => s.dbCpuPerRequest !== undefined);
  const rows = targets.map((t) => {
    const ours = of(samples, t.name, 'ours');
    const base = of(samples, t.name, 'baseline');
    return [
      t.name,
      fixed(median(ours.map((s) => s.rps)), 0),
      fixed(median(base.map((s) => s.rps)), 0),
      spread(roundRatios(ours, base)),
      fixed(median(ours.map((s) => s.p99)), 0),
      fixed(median(base.map((s) => s.p99)), 0),
      cpu(ours),
      cpu(base),
      ...(withDb ? [cpu(ours, true), cpu(base, true)] : []),
    ];
  });
  return table(
    [
      'list',
      'ours req/s',
      'baseline req/s',
      'ours ÷ baseline',
      'ours p99 ms',
      'baseline p99 ms',
      'ours CPU µs/req',
      'baseline CPU µs/req',
      ...(withDb ? ['ours database CPU µs/req', 'baseline database CPU µs/req'] : []),
    ],
    rows,
  );
}

export function deepPageTable(targets: Target[], samples: Sample[]): string {
  const rows = targets.flatMap((t) => {
    if (!t.deepOf) return [];
    const first = t.deepOf;
    return [
      [
        `${t.name} ÷ ${first.replace(/, .*$/, '')} first`,
        spread(roundRatios(of(samples, t.name, 'ours'), of(samples, first, 'ours'))),
        spread(roundRatios(of(samples, t.name, 'baseline'), of(samples, first, 'baseline'))),
      ],
    ];
  });
  return table(['deep ÷ first (req/s)', 'ours', 'baseline'], rows);
}

/**
 * The payments list targets (issue 7), each with its figure and whether it holds: listPayments
 * ours ÷ baseline ≥ 0.8 req/s and p99 ≤ 1.5 × the baseline's (first and deep page), deep ÷ first
 * ≥ 0.9. Medians over rounds; null without payments lists.
 */
export function paymentChecks(targets: Target[], samples: Sample[]): string | null {
  const lists = targets.filter((t) => t.name.startsWith('v2 payments') && !t.write);
  if (lists.length === 0) return null;
  const rows: string[][] = [];
  const check = (what: string, value: number, target: string, ok: boolean) =>
    rows.push([what, fixed(value), target, ok ? 'met' : '**missed**']);
  for (const t of lists) {
    const ours = of(samples, t.name, 'ours');
    const base = of(samples, t.name, 'baseline');
    const ratio = median(roundRatios(ours, base));
    check(`${t.name}: ours ÷ baseline req/s`, ratio, '≥ 0.80', ratio >= 0.8);
    const p99 = median(ours.map((s) => s.p99)) / median(base.map((s) => s.p99));
    check(`${t.name}: ours p99 ÷ baseline p99`, p99, '≤ 1.50', p99 <= 1.5);
    if (t.deepOf) {
      const deep = median(roundRatios(ours, of(samples, t.deepOf, 'ours')));
      check(`${t.name} ÷ first page (ours) req/s`, deep, '≥ 0.90', deep >= 0.9);
    }
  }
  return table(['payments target', 'figure', 'target', ''], rows);
}

/** Writes must reach this share of their bare pipeline's writes per second (issue 20). */
const WRITE_GOAL = 0.8;

/**
 * Each write against its bare pipeline (the same rows, one transaction): ours ÷ bare writes/s
 * (median and range over rounds) and whether it reaches 0.8, and CPU µs per write on each side
 * with their ratio. Null without write targets.
 */
export function writeChecks(targets: Target[], samples: Sample[]): string | null {
  const writes = targets.filter((t) => t.write);
  if (writes.length === 0) return null;
  const cpu = (s: Sample[]) => {
    const values = s.flatMap((x) => (x.cpuPerRequest === null ? [] : [x.cpuPerRequest]));
    return values.length ? median(values) : null;
  };
  const rows = writes.map((t) => {
    const ours = of(samples, t.name, 'ours');
    const base = of(samples, t.name, 'baseline');
    const ratios = roundRatios(ours, base);
    const ratio = ratios.length ? median(ratios) : 0;
    const [cpuOurs, cpuBase] = [cpu(ours), cpu(base)];
    return [
      t.name,
      spread(ratios),
      `≥ ${fixed(WRITE_GOAL)}`,
      ratio >= WRITE_GOAL ? 'met' : '**missed**',
      cpuOurs === null ? '–' : fixed(cpuOurs, 0),
      cpuBase === null ? '–' : fixed(cpuBase, 0),
      cpuOurs === null || cpuBase === null || cpuBase === 0 ? '–' : fixed(cpuOurs / cpuBase),
    ];
  });
  return table(
    [
      'write (baseline: bare pipeline, same rows)',
      'ours ÷ bare writes/s',
      'target',
      '',
      'ours CPU µs/write',
      'bare CPU µs/write',
      'CPU ours ÷ bare',
    ],
    rows,
  );
}

/**
 * The service on one instance and on two (the load spread over both, one database): req/s, their
 * ratio per round, p99, the CPU per request of all instances together and of the database.
 */
export function instancesTable(targets: Target[], single: Sample[], pair: Sample[]): string {
  const rows = targets.map((t) => {
    const one = single.filter((s) => s.target === t.name);
    const two = pair.filter((s) => s.target === t.name);
    return [
      t.name,
      fixed(median(one.map((s) => s.rps)), 0),
      fixed(median(two.map((s) => s.rps)), 0),
      spread(roundRatios(two, one)),
      fixed(median(one.map((s) => s.p99)), 0),
      fixed(median(two.map((s) => s.p99)), 0),
      cpu(one),
      cpu(two),
      cpu(one, true),
      cpu(two, true),
    ];
  });
  return table(
    [
      'service instances',
      'one req/s',
      'two req/s',
      'two ÷ one',
      'one p99 ms',
      'two p99 ms',
      'one CPU µs/req',
      'two CPU µs/req',
      'one database CPU µs/req',
      'two database CPU µs/req',
    ],
    rows,
  );
}
