import { Button } from '@mantine/core';
import { IconClockPlus, IconFileImport } from '@tabler/icons-react';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { V1TimecardT } from '../../../api/schemas/staff';
import { PageHeader } from '../../../components/page-header';
import { QueryState } from '../../../components/query-state';
import { useTimecards } from '../api/timecards';
import { TimecardClockInDialog } from '../components/timecard-clock-in-dialog';
import { TimecardDeleteDialog } from '../components/timecard-delete-dialog';
import { TimecardEditDialog } from '../components/timecard-edit-dialog';
import { TimecardFilters } from '../components/timecard-filters';
import { TimecardImportDialog } from '../components/timecard-import-dialog';
import { browserTimeZone } from '../components/timecard-names';
import { TimecardPager } from '../components/timecard-pager';
import {
  clearedFilters,
  hasActiveFilters,
  pageNumber,
  toTimecardListQuery,
  withFilters,
  type TimecardSearch,
} from '../components/timecard-search';
import { TimecardTable } from '../components/timecard-table';

const routeApi = getRouteApi('/_app/staff/timecards');

type OpenDialog = 'clock-in' | 'import' | undefined;

export function TimecardsPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const timecards = useTimecards(toTimecardListQuery(search));
  const [openDialog, setOpenDialog] = useState<OpenDialog>();
  const [editing, setEditing] = useState<V1TimecardT>();
  const [deleting, setDeleting] = useState<V1TimecardT>();

  const show = (next: TimecardSearch) => void navigate({ search: next });
  const closeDialog = () => setOpenDialog(undefined);

  return (
    <>
      <PageHeader
        title="Timecards"
        description={`Review, correct and record shifts. Times are in your time zone, ${browserTimeZone()}.`}
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} stroke={1.5} aria-hidden />}
              onClick={() => setOpenDialog('import')}
            >
              Import timecard
            </Button>
            <Button
              leftSection={<IconClockPlus size={16} stroke={1.5} aria-hidden />}
              onClick={() => setOpenDialog('clock-in')}
            >
              Clock in
            </Button>
          </>
        }
      />
      <TimecardFilters search={search} onChange={show} />
      <QueryState
        query={timecards}
        subject="timecards"
        skeletonRows={8}
        isEmpty={(page) => page.items.length === 0}
        empty={
          hasActiveFilters(search) || search.page
            ? {
                message: 'No timecards match these filters.',
                action: (
                  <Button variant="default" onClick={() => show(clearedFilters(search))}>
                    Clear filters
                  </Button>
                ),
              }
            : {
                message: 'No timecards yet. Clock someone in to start one.',
                action: <Button onClick={() => setOpenDialog('clock-in')}>Clock in</Button>,
              }
        }
      >
        {(page) => (
          <div aria-busy={timecards.isPlaceholderData}>
            <TimecardTable
              timecards={page.items}
              caption={`Timecards, page ${pageNumber(search)}, ${search.order === 'DESC' ? 'newest' : 'oldest'} recorded first`}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
            <TimecardPager
              search={search}
              nextToken={page.nextToken}
              loading={timecards.isPlaceholderData}
              onChange={show}
            />
          </div>
        )}
      </QueryState>
      <TimecardClockInDialog
        opened={openDialog === 'clock-in'}
        onClose={closeDialog}
        onShowOpenTimecard={(employee) => {
          closeDialog();
          show(withFilters(search, { employee, status: 'valid' }));
        }}
      />
      <TimecardImportDialog
        opened={openDialog === 'import'}
        onClose={closeDialog}
        employeeId={search.employee}
      />
      <TimecardEditDialog timecard={editing} onClose={() => setEditing(undefined)} />
      <TimecardDeleteDialog timecard={deleting} onClose={() => setDeleting(undefined)} />
      <Outlet />
    </>
  );
}
