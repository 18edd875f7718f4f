import type { ActivityListQuery } from '../lib/activity-search';

/** Every Activity query key. The log only grows: nothing here is invalidated by a command. */
export const activityKeys = {
  all: ['activity'] as const,
  list: (query: ActivityListQuery) => [...activityKeys.all, 'list', query] as const,
};
