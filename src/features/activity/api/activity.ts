import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { infiniteListOptions, v2Page } from '@/api/paging';
import { bodyOf } from '@/api/queries';
import type { ActivityEntryT } from '@/api/schemas/activity';
import type { ActivityFilterQuery, ActivityListQuery } from '../lib/activity-search';
import { activityKeys } from './keys';

/** The activity log (GET /app/activity), newest first, one cursor page after another. */
export function activityListOptions(query: ActivityListQuery) {
  return infiniteListOptions({
    queryKey: activityKeys.list(query),
    fetchPage: async (cursor, signal) => {
      const body = await bodyOf(
        api.GET('/app/activity', { params: { query: { ...query, cursor } }, signal }),
      );
      return v2Page<ActivityEntryT>(body.entries, body.cursor);
    },
  });
}

export const useActivityList = (query: ActivityListQuery) =>
  useInfiniteQuery(activityListOptions(query));

/** A short-lived signed link to the CSV of the filtered log (`ExportCsvButton` downloads it). */
export const activityExportLink = (query: ActivityFilterQuery) =>
  bodyOf(api.POST('/app/activity/export', { params: { query } }));
