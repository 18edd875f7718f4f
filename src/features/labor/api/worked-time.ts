import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { bodyOf } from '@/api/queries';
import type { ShiftWorkedTimeT } from '@/api/schemas/worked-time';
import { laborKeys } from './keys';

/** What GET /app/labor/worked-time selects: a start range, a workweek, or shift ids. */
export interface WorkedTimeSelection {
  begin_at?: string;
  end_at?: string;
  workweek?: string;
  shift_ids?: string;
  location_id?: string;
  employee_id?: string;
}

/**
 * Paid time, overtime and labor cost from the service's one rule (one request). Invalidated with
 * the shifts (its key is under `laborKeys.shifts()`), so an edit shows everywhere.
 */
export function workedTimeOptions(selection: WorkedTimeSelection) {
  return queryOptions({
    queryKey: laborKeys.workedTime(selection),
    queryFn: async ({ signal }) =>
      bodyOf(api.GET('/app/labor/worked-time', { params: { query: selection }, signal })),
    placeholderData: (previous) => previous,
  });
}

export const useWorkedTime = (selection: WorkedTimeSelection, enabled = true) =>
  useQuery({ ...workedTimeOptions(selection), enabled });

/** The figures of the listed shifts, by shift id (a page of a list). */
export function useShiftsWorkedTime(ids: readonly string[]) {
  const sorted = [...new Set(ids)].sort();
  const query = useWorkedTime({ shift_ids: sorted.join(',') }, sorted.length > 0);
  const byId = new Map<string, ShiftWorkedTimeT>(
    (query.data?.shifts ?? []).map((s) => [s.shift_id, s]),
  );
  return { ...query, byId };
}
