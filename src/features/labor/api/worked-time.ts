import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { bodyOf } from '@/api/queries';
import { WORKED_TIME_MAX_IDS } from '@/api/schemas/values';
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

/**
 * The figures of the listed shifts, by shift id: one request per {@link WORKED_TIME_MAX_IDS}
 * shifts in list order, so the requests of the rows already loaded stay as they were when a
 * list loads more.
 */
export function useShiftsWorkedTime(ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += WORKED_TIME_MAX_IDS) {
    chunks.push(unique.slice(i, i + WORKED_TIME_MAX_IDS).sort());
  }
  const queries = useQueries({
    queries: chunks.map((chunk) => workedTimeOptions({ shift_ids: chunk.join(',') })),
  });
  const byId = new Map<string, ShiftWorkedTimeT>(
    queries.flatMap((query) => query.data?.shifts ?? []).map((s) => [s.shift_id, s]),
  );
  return { byId, isPending: queries.some((query) => query.isPending) };
}
