import { Alert, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { ShiftT } from '@/api/schemas/shifts';
import { describeFailure } from '@/components/form-errors';
import { LinkButton } from '@/components/link-button';
import { ConfirmActions } from '@/components/confirm-button';
import { notifyDone } from '@/components/notify';
import { ResourceHistory } from '@/components/resource-history';
import { LoadedOverlay, RouteDrawer } from '@/components/route-drawer';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useSelectedLocation } from '@/lib/selected-location';
import { pickerValueToIso } from '@/lib/picker-time';
import { RecordLocation, useTimeZone } from '@/lib/time-zone';
import { useEmployeeName, useKnownEmployeeName } from '@/features/staff/api/employee-names';
import { useBreakTypes } from '../api/break-types';
import { laborKeys } from '../api/keys';
import { useCreateShift, useDeleteShift, useShift, useUpdateShift } from '../api/shifts';
import { ShiftDetails } from '../components/shifts/shift-details';
import { ShiftForm } from '../components/shifts/shift-form';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { useCurrency } from '../components/use-currency';
import { useStaleVersion } from '@/lib/use-stale-version';
import { emptyShiftForm, shiftFormValues } from '../lib/shift-form';
import { formatShiftTimes } from '../lib/shift-format';
import { useBackToList } from '@/lib/use-back';
import { Gated } from '@/lib/gated';

/**
 * The shift overlays open over the week view and over the list alike; each is a route of its own
 * under both (`/labor/schedule/$shiftId`, `/labor/shifts/$shiftId`), and closes back to where it
 * was opened, as it was.
 */
export type ShiftsView = 'schedule' | 'shifts';

const paths = {
  schedule: {
    list: '/labor/schedule',
    details: '/labor/schedule/$shiftId',
    edit: '/labor/schedule/$shiftId/edit',
    remove: '/labor/schedule/$shiftId/delete',
  },
  shifts: {
    list: '/labor/shifts',
    details: '/labor/shifts/$shiftId',
    edit: '/labor/shifts/$shiftId/edit',
    remove: '/labor/shifts/$shiftId/delete',
  },
} as const;

function useShiftId(): string {
  return useParams({ strict: false, select: (params) => params.shiftId ?? '' });
}

/** Back to the week view or the list, with its filters; the new-shift prefills go. */
function useBack(view: ShiftsView) {
  return useBackToList(paths[view].list, { drop: ['employee', 'day'] }).list;
}

/** A new shift, optionally for an employee (`?employee=`) on a day (`?day=`, 9:00 to 17:00). */
export function ShiftCreateDrawer({ view }: { view: ShiftsView }) {
  const back = useBack(view);
  const prefill = useSearch({
    strict: false,
    select: (search: Record<string, unknown>) => ({
      employee: typeof search.employee === 'string' ? search.employee : undefined,
      day: typeof search.day === 'string' ? search.day : undefined,
    }),
  });
  const { location } = useSelectedLocation();
  const timeZone = useTimeZone();
  const currency = useCurrency();
  const breakTypes = useBreakTypes(location?.id);
  const createShift = useCreateShift();
  const employeeName = useEmployeeName();

  // On a picked day, a day shift; times still to come are left for the manager to pick.
  const [openedAt] = useState(() => Date.now());
  const at = (time: string) => {
    const iso = prefill.day ? pickerValueToIso(`${prefill.day} ${time}`, timeZone) : null;
    return iso && Date.parse(iso) <= openedAt ? iso : null;
  };
  const start = at('09:00:00');
  const defaults = emptyShiftForm({
    employee_id: prefill.employee ?? '',
    start_at: start,
    end_at: start ? at('17:00:00') : null,
  });

  return (
    <RouteDrawer title="New shift" onClosed={back}>
      {(close) =>
        !location || !currency ? (
          <Alert color="gray" title="No location to record the shift at">
            Shifts are recorded at the location selected in the header.
          </Alert>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              Recorded at <strong>{location.name}</strong> (the location selected in the header).
              Shifts are recorded after they start, never ahead. <TimeZoneNote />
            </Text>
            <ShiftForm
              locationId={location.id}
              currency={currency}
              breakTypes={breakTypes.data}
              defaultValues={defaults}
              onCancel={close}
              onSave={async (shift) => {
                const saved = await createShift.mutateAsync({
                  idempotency_key: crypto.randomUUID(),
                  shift,
                });
                notifyDone(
                  'Shift added',
                  `${employeeName(saved.employee_id)}: ${formatShiftTimes(saved, timeZone)}.`,
                );
                close();
              }}
            />
          </Stack>
        )
      }
    </RouteDrawer>
  );
}

/** One shift: times, wage, breaks; end a break, start one, close the shift; edit or delete. */
export function ShiftDetailsDrawer({ view }: { view: ShiftsView }) {
  const shiftId = useShiftId();
  const back = useBack(view);
  const shift = useShift(shiftId);
  const employeeName = useEmployeeName();
  const knownEmployeeName = useKnownEmployeeName();
  const breakTypes = useBreakTypes(shift.data?.location_id);
  const name = shift.data ? employeeName(shift.data.employee_id) : undefined;
  return (
    <LoadedOverlay
      title={name ? `Shift of ${name}` : 'Shift'}
      query={shift}
      subject="the shift"
      onClosed={back}
    >
      {(current) => (
        <Stack gap="lg">
          <ShiftDetails
            shift={current}
            employeeName={employeeName(current.employee_id)}
            breakTypes={breakTypes.data}
            actions={
              <>
                <Gated permission="time.write">
                  <LinkButton
                    variant="default"
                    to={paths[view].edit}
                    params={{ shiftId: current.id }}
                    search
                    leftSection={<IconPencil size={16} stroke={1.5} aria-hidden />}
                  >
                    Edit shift
                  </LinkButton>
                </Gated>
                <Gated permission="time.write">
                  <LinkButton
                    variant="light"
                    color="red"
                    to={paths[view].remove}
                    params={{ shiftId: current.id }}
                    search
                    leftSection={<IconTrash size={16} stroke={1.5} aria-hidden />}
                  >
                    Delete shift
                  </LinkButton>
                </Gated>
              </>
            }
          />
          <ResourceHistory
            ownerKey={laborKeys.shift(current.id)}
            resourceId={current.id}
            locationId={current.location_id}
            noun="shift"
            employeeName={knownEmployeeName}
          />
        </Stack>
      )}
    </LoadedOverlay>
  );
}

/** Edits a shift's times, wage and breaks; a shift changed meanwhile is not overwritten. */
export function ShiftEditDrawer({ view }: { view: ShiftsView }) {
  const shiftId = useShiftId();
  const back = useBack(view);
  const shift = useShift(shiftId);
  const update = useUpdateShift(shiftId);
  const employeeName = useEmployeeName();
  const currency = useCurrency();
  const breakTypes = useBreakTypes(shift.data?.location_id);
  const timeZone = useTimeZone();
  const { stale, reloading, guard, reload } = useStaleVersion(() => shift.refetch());
  const name = shift.data ? employeeName(shift.data.employee_id) : undefined;
  return (
    <LoadedOverlay
      title={name ? `Edit shift of ${name}` : 'Edit shift'}
      query={shift}
      subject="the shift"
      onClosed={back}
    >
      {(current, close) => (
        <Stack gap="md">
          <Text size="sm">
            The shift is saved as a whole, breaks included. <TimeZoneNote />
          </Text>
          {stale ? (
            <StaleVersionAlert what="shift" onReload={reload} reloading={reloading} />
          ) : null}
          <RecordLocation locationId={current.location_id}>
            <ShiftForm
              // A reload brings a new version: the form starts over from it.
              key={current.version}
              shift={current}
              employeeName={employeeName(current.employee_id)}
              currency={current.wage?.hourly_rate?.currency ?? currency ?? 'USD'}
              breakTypes={breakTypes.data}
              defaultValues={shiftFormValues(current)}
              onCancel={close}
              onSave={guard(async (body) => {
                const saved = await update.mutateAsync({
                  shift: { ...body, version: current.version },
                });
                notifyDone(
                  'Shift saved',
                  `${employeeName(saved.employee_id)}: ${formatShiftTimes(saved, timeZone)}.`,
                );
                close();
              })}
            />
          </RecordLocation>
        </Stack>
      )}
    </LoadedOverlay>
  );
}

/** Asks before deleting a shift; the page of its own is the confirmation. */
export function ShiftDeleteDialog({ view }: { view: ShiftsView }) {
  const shiftId = useShiftId();
  const back = useBack(view);
  const shift = useShift(shiftId);
  return (
    <LoadedOverlay
      kind="modal"
      title="Delete shift?"
      query={shift}
      subject="the shift"
      onClosed={back}
    >
      {(current, close) => <DeleteConfirmation shift={current} onDone={close} />}
    </LoadedOverlay>
  );
}

function DeleteConfirmation({ shift, onDone }: { shift: ShiftT; onDone: () => void }) {
  const deleteShift = useDeleteShift(shift.id);
  const name = useEmployeeName()(shift.employee_id);
  const timeZone = useTimeZone();
  const confirm = async () => {
    await deleteShift.mutateAsync();
    notifyDone('Shift deleted', `Deleted the shift of ${name}.`);
    onDone();
  };
  return (
    <Stack gap="md">
      <Text>
        Delete the shift of <strong>{name}</strong>, {formatShiftTimes(shift, timeZone)}?
      </Text>
      <Text size="sm">It is removed with its breaks and no longer counts towards hours.</Text>
      {deleteShift.isError ? (
        <Alert color="red" role="alert" title="Could not delete the shift">
          {describeFailure(deleteShift.error)}
        </Alert>
      ) : null}
      <ConfirmActions
        keepLabel="Keep shift"
        confirmLabel="Delete shift"
        color="red"
        pending={deleteShift.isPending}
        onKeep={onDone}
        onConfirm={() => void confirm().catch(() => undefined)}
      />
    </Stack>
  );
}
