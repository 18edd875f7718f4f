import { getRouteApi } from '@tanstack/react-router';
import { noRows, useListRows } from '@/api/paging';
import { ExportCsvButton } from '@/components/export-csv-button';
import { PageHeader } from '@/components/page-header';
import { listEmptyState, QueryState } from '@/components/query-state';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useKnownEmployeeName } from '@/features/staff/api/employee-names';
import { useValueFormat } from '@/lib/activity-format';
import { usePermissions } from '@/lib/permissions';
import { useSelectedLocation } from '@/lib/selected-location';
import { useFormatDateTime, useTimeZone } from '@/lib/time-zone';
import { activityExportLink, useActivityList } from '../api/activity';
import { ActivityFilters } from '../components/activity-filters';
import { ActivityTable } from '../components/activity-table';
import { activitySearch, toActivityQuery, type ActivitySearch } from '../lib/activity-search';

const route = getRouteApi('/_app/activity');

/**
 * The activity log: every write, by a person or a token, newest first; filters in the URL, CSV
 * export of the filtered log. Append-only: nothing here edits or removes an entry.
 */
export function ActivityPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timeZone = useTimeZone();
  const formatDateTime = useFormatDateTime();
  const { can } = usePermissions();
  const format = useValueFormat(timeZone, useKnownEmployeeName(can('staff.read')));
  const { location } = useSelectedLocation();
  const query = toActivityQuery(search, location?.id);
  const list = useActivityList(query);
  const { rows, more, stale } = useListRows(list);
  const show = (next: ActivitySearch) => void navigate({ search: next });
  const filterControl = { list: activitySearch, search, onChange: show };
  const personName = search.person
    ? rows.find((e) => e.actor.user_id === search.person)?.actor.name
    : undefined;

  return (
    <>
      <PageHeader
        title="Activity log"
        description={
          <>
            Every change made in the back office or through the API: who made it, what changed
            (before → after), amounts, when and from where. Nobody can edit or remove an entry, the
            owner included. <TimeZoneNote />
          </>
        }
        actions={<ExportCsvButton signedLink={() => activityExportLink(query)} />}
      />
      <ActivityFilters search={search} onChange={show} personName={personName} />
      <QueryState
        query={list}
        subject="the activity log"
        skeletonRows={8}
        isEmpty={noRows}
        empty={listEmptyState(filterControl, 'Nothing in the log matches these filters.', {
          message: 'Nothing has been changed yet.',
        })}
      >
        {() => (
          <ActivityTable
            entries={rows}
            caption="Activity log, newest first"
            format={format}
            formatWhen={(iso) => formatDateTime(iso)}
            onPerson={(person) => show({ ...search, person })}
            onResource={(resource_id) => show({ ...search, resource_id })}
            more={more}
            stale={stale}
          />
        )}
      </QueryState>
    </>
  );
}
