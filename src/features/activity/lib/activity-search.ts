import { ACTIVITY_AREAS } from '@/api/schemas/values';
import {
  defineListSearch,
  searchDay,
  searchEnum,
  searchText,
  type SearchOutput,
  type SearchParam,
} from '@/lib/list-search';
import { locationSearchShape } from '@/lib/selected-location';

/** The resource types the log names, in a manager's words, for the filter. */
export const RESOURCE_TYPES = [
  { value: 'employee', label: 'Employees' },
  { value: 'role', label: 'Roles' },
  { value: 'timecard', label: 'Timecards' },
  { value: 'shift', label: 'Shifts' },
  { value: 'break-type', label: 'Break types' },
  { value: 'workweek-config', label: 'Workweek' },
  { value: 'payment', label: 'Payments and refunds' },
  { value: 'order', label: 'Online orders' },
  { value: 'employee-wage', label: 'Wages' },
  { value: 'person', label: 'Team members' },
  { value: 'invitation', label: 'Invitations' },
  { value: 'permission-set', label: 'Permission sets' },
  { value: 'access-token', label: 'Access tokens' },
  { value: 'app', label: 'Apps' },
] as const;

export const AREA_LABELS: Record<(typeof ACTIVITY_AREAS)[number], string> = {
  staff: 'Staff',
  labor: 'Labor',
  payments: 'Payments',
  orders: 'Online orders',
  deposits: 'Deposits',
  'cash-drawers': 'Cash drawers',
  team: 'Team',
  developer: 'Developer',
};

/** A UUID, as zod's `z.uuid()` takes it (RFC 9562 variants, the nil and max UUIDs). */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const searchUuid: SearchParam<string | undefined> = (raw) =>
  typeof raw === 'string' && UUID.test(raw) ? raw : undefined;

/**
 * The Activity page's URL: who (`person`, a person's user id), which area, which kind of
 * resource or which one resource, and which day (in the selected location's zone). Newest first
 * always: the log is read from the latest change back.
 */
export const activitySearch = defineListSearch({
  person: searchUuid,
  area: searchEnum(ACTIVITY_AREAS),
  resource_type: searchText(32),
  resource_id: searchText(64),
  day: searchDay,
});

export const activitySearchSchema = activitySearch.schema.extend(locationSearchShape);
export type ActivitySearch = SearchOutput<typeof activitySearchSchema>;

export interface ActivityFilterQuery {
  person?: string | undefined;
  area?: (typeof ACTIVITY_AREAS)[number] | undefined;
  resource_type?: string | undefined;
  resource_id?: string | undefined;
  day?: string | undefined;
  /** The location whose zone `day` is read in. */
  location_id?: string | undefined;
}

export type ActivityListQuery = ActivityFilterQuery;

/** The request for the URL: the day is read in the selected location's zone (when there is one). */
export function toActivityQuery(
  search: Pick<ActivitySearch, 'person' | 'area' | 'resource_type' | 'resource_id' | 'day'>,
  locationId: string | undefined,
): ActivityListQuery {
  const { person, area, resource_type, resource_id, day } = search;
  const query: ActivityListQuery = { person, area, resource_type, resource_id, day };
  if (day && locationId) query.location_id = locationId;
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined));
}
