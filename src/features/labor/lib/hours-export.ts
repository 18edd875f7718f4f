import { toCsv, type CsvCell } from '@/lib/csv';
import { moneyToDecimal } from '@/lib/money';
import { decimalHours, locationTotals, type LaborLine, type MoneyTotals } from './labor-hours';
import type { Workweek } from './workweek';

interface ExportNames {
  employee: (id: string) => string;
  location: (id: string) => string;
}

const HOURS_CSV_HEADER = [
  'Week start',
  'Week end',
  'Location',
  'Employee',
  'Employee ID',
  'Shifts',
  'Regular hours',
  'Overtime hours',
  'Total hours',
  'Unpaid breaks (hours)',
  'Labor cost',
  'Currency',
  'Overtime',
  'Open shifts (not counted)',
  'Hours without a wage',
] as const;

/** The cost cell and its currency; several currencies are listed in one cell. */
function costCells(cost: MoneyTotals): [CsvCell, CsvCell] {
  const entries = Object.entries(cost);
  if (entries.length === 0) return ['', ''];
  if (entries.length === 1) {
    const [currency, amount] = entries[0] ?? ['', 0];
    return [moneyToDecimal({ amount, currency }), currency];
  }
  return [
    entries
      .map(([currency, amount]) => `${moneyToDecimal({ amount, currency })} ${currency}`)
      .join(' + '),
    'several',
  ];
}

type Counts = Pick<
  LaborLine,
  | 'shiftCount'
  | 'regularMinutes'
  | 'overtimeMinutes'
  | 'unpaidBreakMinutes'
  | 'cost'
  | 'openShiftCount'
  | 'unpricedMinutes'
>;

const figures = (counts: Counts): CsvCell[] => [
  counts.shiftCount,
  decimalHours(counts.regularMinutes),
  decimalHours(counts.overtimeMinutes),
  decimalHours(counts.regularMinutes + counts.overtimeMinutes),
  decimalHours(counts.unpaidBreakMinutes),
  ...costCells(counts.cost),
  counts.overtimeMinutes > 0 ? 'yes' : 'no',
  counts.openShiftCount,
  decimalHours(counts.unpricedMinutes),
];

/**
 * The week's hours as CSV: per location (in `locationIds` order), a line per employee by name,
 * then the location's total line. Hours are decimal hours; the total line is computed from the
 * minutes, so it can differ from the sum of the rounded lines by a hundredth.
 */
export function hoursCsv(
  week: Pick<Workweek, 'startDate' | 'endDate'>,
  lines: readonly LaborLine[],
  locationIds: readonly string[],
  names: ExportNames,
): string {
  const rows: CsvCell[][] = [[...HOURS_CSV_HEADER]];
  for (const locationId of locationIds) {
    const here = lines
      .filter((line) => line.location_id === locationId)
      .sort((a, b) => names.employee(a.employee_id).localeCompare(names.employee(b.employee_id)));
    if (here.length === 0) continue;
    const location = names.location(locationId);
    for (const line of here) {
      rows.push([
        week.startDate,
        week.endDate,
        location,
        names.employee(line.employee_id),
        line.employee_id,
        ...figures(line),
      ]);
    }
    rows.push([
      week.startDate,
      week.endDate,
      location,
      'Total',
      '',
      ...figures(locationTotals(locationId, here)),
    ]);
  }
  return toCsv(rows);
}

/** `labor-hours-2026-03-02.csv` */
export const hoursCsvFileName = (week: Pick<Workweek, 'startDate'>) =>
  `labor-hours-${week.startDate}.csv`;
