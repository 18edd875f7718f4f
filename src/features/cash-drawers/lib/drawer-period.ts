import { V1ListCashDrawerShiftsQuery } from '@/api/schemas/cash-drawers';
import type { DrawerShiftListQuery } from './drawer-shifts-search';

/**
 * Why the service would refuse this period, in words for the form; undefined when it is fine.
 * It is the contract's own rule (at most 90 days, end after begin), so the form never sends a
 * request the service would turn down.
 */
export function periodProblem(query: DrawerShiftListQuery): string | undefined {
  const parsed = V1ListCashDrawerShiftsQuery.safeParse(query);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  if (!issue) return undefined;
  if (issue.message.includes('days')) {
    const days = periodDays(query);
    if (days !== undefined && days <= 90) {
      // 90 calendar days over a clock change are 90 days and an hour: over the limit.
      return 'A period can be at most 90 days; the clocks change in this one, which makes it a little longer. Pick one day less.';
    }
    return `A period can be at most 90 days${days ? `; this one is ${days} days` : ''}. Pick a shorter one.`;
  }
  return `The period's ${issue.path[0] === 'begin_time' ? 'first' : 'last'} day ${issue.message}.`;
}

/** How many days the period spans (rounded), when both ends are known. */
function periodDays(query: DrawerShiftListQuery): number | undefined {
  if (!query.begin_time || !query.end_time) return undefined;
  return Math.round((Date.parse(query.end_time) - Date.parse(query.begin_time)) / 86_400_000);
}
