import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import type { V1CreateTimecardBody, V1UpdateTimecardBody } from '../../../api/schemas/staff';
import { staffKeys } from './keys';
import { toV1Page } from './paging';

export interface TimecardListQuery {
  order?: 'ASC' | 'DESC';
  employee_id?: string;
  begin_clockin_time?: string;
  end_clockin_time?: string;
  begin_clockout_time?: string;
  end_clockout_time?: string;
  begin_updated_at?: string;
  end_updated_at?: string;
  deleted?: boolean;
  limit?: number;
  batch_token?: string;
}

export function timecardListOptions(query: TimecardListQuery) {
  return queryOptions({
    queryKey: staffKeys.timecardList(query),
    queryFn: async ({ signal }) => {
      const { deleted, limit, ...rest } = query;
      const { data, response } = await api.GET('/v1/me/timecards', {
        params: {
          query: {
            ...rest,
            ...(deleted === undefined ? {} : { deleted: deleted ? 'true' : 'false' }),
            ...(limit === undefined ? {} : { limit: String(limit) }),
          },
        },
        signal,
      });
      return toV1Page(data, response);
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
