import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { v1Page } from '../../../api/paging';
import type {
  V1CreateTimecardBody,
  V1ListTimecardsQuery,
  V1UpdateTimecardBody,
} from '../../../api/schemas/timecards';
import { staffKeys } from './keys';

/** The list's request, exactly as the contract takes it. */
export type TimecardListQuery = z.input<typeof V1ListTimecardsQuery>;

export function timecardListOptions(query: TimecardListQuery) {
  return queryOptions({
    queryKey: staffKeys.timecardList(query),
    queryFn: async ({ signal }) => {
      const { data, response } = await api.GET('/v1/me/timecards', { params: { query }, signal });
      return v1Page(data, response);
    },
    placeholderData: (previous) => previous,
  });
}

export const useTimecards = (query: TimecardListQuery) => useQuery(timecardListOptions(query));

export function timecardEventsOptions(id: string) {
  return queryOptions({
    queryKey: staffKeys.timecardEvents(id),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/me/timecards/{timecard_id}/events', {
        params: { path: { timecard_id: id } },
        signal,
      });
      return data ?? [];
    },
  });
}

export const useTimecardEvents = (id: string) => useQuery(timecardEventsOptions(id));

export function timecardOptions(id: string) {
  return queryOptions({
    queryKey: staffKeys.timecard(id),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/v1/me/timecards/{timecard_id}', {
        params: { path: { timecard_id: id } },
        signal,
      });
      return data!;
    },
  });
}

export const useTimecard = (id: string) => useQuery(timecardOptions(id));

function useInvalidateTimecards() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.timecards() });
}

/** Clock in now (no times) or import a finished timecard (both times). */
export function useCreateTimecard() {
  const invalidate = useInvalidateTimecards();
  return useMutation({
    mutationFn: async (body: z.input<typeof V1CreateTimecardBody>) => {
      const { data } = await api.POST('/v1/me/timecards', { body });
      return data!;
    },
    onSuccess: invalidate,
  });
}

/** Edit times, or clock out by sending clockout_time. */
export function useUpdateTimecard() {
  const invalidate = useInvalidateTimecards();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: string;
      body: z.input<typeof V1UpdateTimecardBody>;
    }) => {
      const { data } = await api.PUT('/v1/me/timecards/{timecard_id}', {
        params: { path: { timecard_id: id } },
        body,
      });
      return data!;
    },
    onSuccess: invalidate,
  });
}

export function useDeleteTimecard() {
  const invalidate = useInvalidateTimecards();
  return useMutation({
    mutationFn: async (id: string) => {
      await api.DELETE('/v1/me/timecards/{timecard_id}', { params: { path: { timecard_id: id } } });
    },
    onSuccess: invalidate,
  });
}
