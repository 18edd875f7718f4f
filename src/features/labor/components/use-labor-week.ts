import { useMemo } from 'react';
import { useTimeZone } from '@/lib/time-zone';
import { useNow } from '@/lib/use-now';
import { useWorkweekConfig } from '../api/workweek-configs';
import { scheduleWeek } from '../lib/schedule-search';
import { DEFAULT_WORKWEEK, workdayOf, workweekOfDate, type Workweek } from '../lib/workweek';

export interface LaborWeek {
  /** The week the URL names (or the current one); undefined until the config is known. */
  week: Workweek | undefined;
  /** The workday holding now. */
  today: string;
  /** The first day of the week holding now. */
  currentWeekStart: string;
  timeZone: string;
  nowMs: number;
  config: ReturnType<typeof useWorkweekConfig>;
}

/**
 * The workweek a labor page shows: the one holding `weekParam` (any day of it, from the URL) or
 * the current one, by the merchant's workweek config in the selected location's zone.
 */
export function useLaborWeek(weekParam: string | undefined): LaborWeek {
  const config = useWorkweekConfig();
  const timeZone = useTimeZone();
  const nowMs = useNow(60_000);
  const rule = config.data ?? DEFAULT_WORKWEEK;
  const today = workdayOf(new Date(nowMs).toISOString(), rule, timeZone);
  const known = config.isSuccess;
  const week = useMemo(
    () => (known ? scheduleWeek(weekParam ?? today, rule, timeZone, 0) : undefined),
    // The rule's fields, not its object: a refetch with the same config keeps the week.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [known, weekParam, today, rule.start_of_week, rule.start_of_day_local_time, timeZone],
  );
  const currentWeekStart = useMemo(
    () => workweekOfDate(today, rule, timeZone).startDate,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [today, rule.start_of_week, rule.start_of_day_local_time, timeZone],
  );
  return { week, today, currentWeekStart, timeZone, nowMs, config };
}
