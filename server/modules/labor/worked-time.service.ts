import type { WorkedTimeQueryT, WorkedTimeResponseT } from '@contract/worked-time';
import { inTransaction, type MerchantContext } from '../context';
import {
  OVERTIME_PAY_MULTIPLIER,
  OVERTIME_RULE_TEXT,
  OVERTIME_THRESHOLD_SECONDS,
  loadWorkedTime,
  readRule,
} from './worked-time';

const WEEK_MS = 7 * 86_400_000;

/** No selection at all reads the shifts that started in the last 7 days. */
function withDefaultSelection(query: WorkedTimeQueryT): WorkedTimeQueryT {
  if (query.begin_at || query.end_at || query.workweek || query.shift_ids) return query;
  const now = Date.now();
  return {
    ...query,
    begin_at: new Date(now - WEEK_MS).toISOString(),
    end_at: new Date(now).toISOString(),
  };
}

/** GET /app/labor/worked-time: the module's figures for a selection, in one transaction. */
export async function workedTimeReport(
  ctx: MerchantContext,
  query: WorkedTimeQueryT,
): Promise<WorkedTimeResponseT> {
  return inTransaction(ctx, async (tctx) => {
    const rule = await readRule(tctx);
    const { shifts, weeks } = await loadWorkedTime(tctx, withDefaultSelection(query), rule);
    return {
      rule: {
        overtime_threshold_seconds: OVERTIME_THRESHOLD_SECONDS,
        overtime_multiplier: OVERTIME_PAY_MULTIPLIER,
        text: OVERTIME_RULE_TEXT,
        start_of_week: rule.start_of_week,
        start_of_day_local_time: rule.start_of_day_local_time,
      },
      shifts,
      workweeks: weeks,
    };
  });
}
