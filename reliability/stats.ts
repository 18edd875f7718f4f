/**
 * Figures the suite reports (requests sent, 5xx, isolation cases, kill rounds…): each test file
 * appends lines of JSON to RELIABILITY_STATS_FILE, and reliability/run.ts adds them up.
 */
import { appendFileSync } from 'node:fs';
import { ENGINE } from './level';
import type { Operation } from './openapi';

/** The Labor area's operations, counted on their own to show they are exercised. */
export const isLabor = (op: Pick<Operation, 'path'>) => op.path.startsWith('/v2/labor/');

/** The Payments area's operations (v2 payments and refunds, v1 payments and refunds, reports). */
export const isPayments = (op: Pick<Operation, 'path'>) =>
  /^\/(v2\/(payments|refunds)|v1\/\{location_id\}\/(payments|refunds)|app\/(payments|exports\/payments))(\/|\.|$)/.test(
    op.path,
  );

export type Figure =
  | 'fuzz requests'
  | 'fuzz 5xx'
  | 'fuzz transport errors'
  | 'fuzz other rule breaks'
  | 'labor fuzz requests'
  | 'labor fuzz 2xx'
  | 'payments fuzz requests'
  | 'payments fuzz 2xx'
  | 'isolation cases'
  | 'labor isolation cases'
  | 'payments isolation cases'
  | 'isolation leaks'
  | 'session permission cases'
  | 'session cross-merchant cases'
  | 'people fuzz requests'
  | 'people fuzz 5xx'
  | 'people cross-merchant cases'
  | 'race requests'
  | 'kill rounds'
  | 'acknowledged writes checked'
  | 'acknowledged writes lost'
  | 'two-instance requests';

export function record(figure: Figure, count: number): void {
  const file = process.env.RELIABILITY_STATS_FILE;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ engine: ENGINE, figure, count })}\n`);
}
