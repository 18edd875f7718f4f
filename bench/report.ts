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
  const rows = targets.map((t) => {
    const ours = of(samples, t.name, 'ours');
    const base = of(samples, t.name, 'baseline');
    const cpu = (s: Sample[]) => {
      const values = s.flatMap((x) => (x.cpuPerRequest === null ? [] : [x.cpuPerRequest]));
      return values.length ? fixed(median(values), 0) : '–';
    };
    return [
      t.name,
      fixed(median(ours.map((s) => s.rps)), 0),
      fixed(median(base.map((s) => s.rps)), 0),
      spread(roundRatios(ours, base)),
      fixed(median(ours.map((s) => s.p99)), 0),
      fixed(median(base.map((s) => s.p99)), 0),
      cpu(ours),
      cpu(base),
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

export { median };
