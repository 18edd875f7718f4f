import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, type paths } from '@/api/client';
import { infiniteListOptions, v1Page } from '@/api/paging';
import { bodyOf, useCommand, workedTimeKey } from '@/api/queries';
import { entityTag } from '@/api/schemas/values';
import type { V1CreateTimecardBody, V1UpdateTimecardBody } from '@/api/schemas/timecards';
import { staffKeys } from './keys';

/**
 * The list's filters and order, as the OpenAPI document types them (`deleted` is a boolean
 * there); the pages are the list's.
 */
export type TimecardListQuery = Omit<
  NonNullable<paths['/v1/me/timecards']['get']['parameters']['query']>,
  'batch_token' | 'limit'
>;

/** The Timecards list: one batch after another (the API's page size), all kept. */
export function timecardListOptions(query: TimecardListQuery) {
  return infiniteListOptions({
    queryKey: staffKeys.timecardList(query),
    fetchPage: async (batch_token, signal) => {
      const { data, response } = await api.GET('/v1/me/timecards', {
        params: { query: { ...query, batch_token } },
        signal,
      });
      return v1Page(data, response);
    },
  });
}

export const useTimecards = (query: TimecardListQuery) =>
  useInfiniteQuery(timecardListOptions(query));

export function timecardEventsOptions(id: string) {
  return queryOptions({
    queryKey: staffKeys.timecardEvents(id),
    queryFn: ({ signal }) =>
      bodyOf(
        api.GET('/v1/me/timecards/{timecard_id}/events', {
          params: { path: { timecard_id: id } },
          signal,
        }),
      ),
  });
}

export const useTimecardEvents = (id: string) => useQuery(timecardEventsOptions(id));

export function timecardOptions(id: string) {
  return queryOptions({
    queryKey: staffKeys.timecard(id),
    queryFn: ({ signal }) =>
      bodyOf(
        api.GET('/v1/me/timecards/{timecard_id}', {
          params: { path: { timecard_id: id } },
          signal,
        }),
      ),
  });
}

export const useTimecard = (id: string) => useQuery(timecardOptions(id));

/** Clock in now (no times) or import a finished timecard (both times). */
export const useCreateTimecard = () =>
  useCommand(
    (body: z.input<typeof V1CreateTimecardBody>) => bodyOf(api.POST('/v1/me/timecards', { body })),
    { invalidates: workedTimeKey },
  );

/** Edit times, or clock out by sending clockout_time. */
/** Saves changes made to the copy last updated at `read` (412 when someone saved since). */
export const useUpdateTimecard = () =>
  useCommand(
    ({
      id,
      body,
      read,
    }: {
      id: string;
      body: z.input<typeof V1UpdateTimecardBody>;
      read: string;
    }) =>
      bodyOf(
        api.PUT('/v1/me/timecards/{timecard_id}', {
          params: { path: { timecard_id: id }, header: { 'if-match': entityTag(read) } },
          body,
        }),
      ),
    { invalidates: workedTimeKey },
  );

export const useDeleteTimecard = () =>
  useCommand(
    (id: string) =>
      bodyOf(
        api.DELETE('/v1/me/timecards/{timecard_id}', { params: { path: { timecard_id: id } } }),
      ),
    { invalidates: workedTimeKey },
  );
