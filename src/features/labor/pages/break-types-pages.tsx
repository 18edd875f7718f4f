import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Outlet, useParams } from '@tanstack/react-router';
import { MAX_BREAK_TYPES_PER_LOCATION, type BreakTypeT } from '@/api/schemas/break-types';
import { describeFailure } from '@/components/form-errors';
import { LinkButton } from '@/components/link-button';
import { ConfirmActions } from '@/components/confirm-button';
import { notifyDone } from '@/components/notify';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { LoadedOverlay, RouteDrawer } from '@/components/route-drawer';
import { useSelectedLocation } from '@/lib/selected-location';
import {
  useBreakType,
  useBreakTypes,
  useCreateBreakType,
  useDeleteBreakType,
  useUpdateBreakType,
} from '../api/break-types';
import { BreakTypeForm } from '../components/break-types/break-type-form';
import { BreakTypesTable } from '../components/break-types/break-types-table';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { useStaleVersion } from '@/lib/use-stale-version';
import { breakTypeFormValues, emptyBreakTypeForm } from '../lib/break-type-form';
import { useBackToList } from '@/lib/use-back';
import { Gated } from '@/lib/gated';

const LIMIT_NOTE_ID = 'break-type-limit';

const limitText = (location: string) =>
  `${location} has ${MAX_BREAK_TYPES_PER_LOCATION} break types, the most a location can have. Delete one to add another.`;

/** A location's break types: the kinds of breaks its shifts take (at most three). */
export function BreakTypesPage() {
  const { location } = useSelectedLocation();
  const breakTypes = useBreakTypes(location?.id);
  const atLimit = (breakTypes.data?.length ?? 0) >= MAX_BREAK_TYPES_PER_LOCATION;
  const addButton = (
    <Gated permission="labor-settings.write">
      <LinkButton
        to="/labor/break-types/new"
        search
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        Add break type
      </LinkButton>
    </Gated>
  );
  return (
    <>
      <PageHeader
        title="Break types"
        description={`The breaks shifts${location ? ` at ${location.name}` : ''} can take, how long they are expected to last, and whether they are paid.`}
        actions={
          atLimit ? (
            <Button
              disabled
              aria-describedby={LIMIT_NOTE_ID}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              Add break type
            </Button>
          ) : (
            addButton
          )
        }
      />
      {atLimit && location ? (
        <Alert color="blue" mb="md" title="This location has all its break types">
          {/* The disabled button is described by this text (the alert itself names its title). */}
          <Text size="sm" id={LIMIT_NOTE_ID}>
            {limitText(location.name)}
          </Text>
        </Alert>
      ) : null}
      {location ? (
        <QueryState
          query={breakTypes}
          subject="break types"
          isEmpty={(list) => list.length === 0}
          empty={{
            message: `No break types at ${location.name} yet. Shifts can take breaks once there is one.`,
            action: addButton,
          }}
        >
          {(list) => <BreakTypesTable breakTypes={list} locationName={location.name} />}
        </QueryState>
      ) : (
        <Text>Break types belong to a location; this account has none to choose.</Text>
      )}
      <Outlet />
    </>
  );
}

export function BreakTypeCreateDrawer() {
  const back = useBackToList('/labor/break-types').list;
  const { location } = useSelectedLocation();
  const breakTypes = useBreakTypes(location?.id);
  const create = useCreateBreakType();
  const atLimit = (breakTypes.data?.length ?? 0) >= MAX_BREAK_TYPES_PER_LOCATION;
  return (
    <RouteDrawer title="New break type" onClosed={back}>
      {(close) =>
        !location ? (
          <Text>Break types belong to a location; this account has none to choose.</Text>
        ) : atLimit ? (
          <Stack gap="md">
            <Alert color="blue" title="This location has all its break types" role="status">
              {limitText(location.name)}
            </Alert>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Back to break types
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="md">
            <Text size="sm">
              For <strong>{location.name}</strong> (the location selected in the header).
            </Text>
            <BreakTypeForm
              locationId={location.id}
              defaultValues={emptyBreakTypeForm}
              onCancel={close}
              onSave={async (break_type) => {
                const saved = await create.mutateAsync({
                  idempotency_key: crypto.randomUUID(),
                  break_type,
                });
                notifyDone('Break type added', `Shifts can now take ${saved.break_name} breaks.`);
                close();
              }}
            />
          </Stack>
        )
      }
    </RouteDrawer>
  );
}

function useBreakTypeId() {
  return useParams({ strict: false, select: (params) => params.breakTypeId ?? '' });
}

export function BreakTypeEditDrawer() {
  const id = useBreakTypeId();
  const back = useBackToList('/labor/break-types').list;
  const breakType = useBreakType(id);
  const update = useUpdateBreakType(id);
  const { stale, reloading, guard, reload } = useStaleVersion(() => breakType.refetch());
  return (
    <LoadedOverlay
      title={breakType.data ? `Edit ${breakType.data.break_name}` : 'Edit break type'}
      query={breakType}
      subject="the break type"
      onClosed={back}
    >
      {(current, close) => (
        <Stack gap="md">
          <Text size="sm">Shifts keep the breaks they already have as they were.</Text>
          {stale ? (
            <StaleVersionAlert what="break type" onReload={reload} reloading={reloading} />
          ) : null}
          <BreakTypeForm
            key={current.version}
            editing
            locationId={current.location_id}
            defaultValues={breakTypeFormValues(current)}
            onCancel={close}
            onSave={guard(async (break_type) => {
              const saved = await update.mutateAsync({
                break_type: { ...break_type, version: current.version },
              });
              notifyDone('Changes saved', `${saved.break_name} was updated.`);
              close();
            })}
          />
        </Stack>
      )}
    </LoadedOverlay>
  );
}

export function BreakTypeDeleteDialog() {
  const id = useBreakTypeId();
  const back = useBackToList('/labor/break-types').list;
  const breakType = useBreakType(id);
  return (
    <LoadedOverlay
      kind="modal"
      title="Delete break type?"
      query={breakType}
      subject="the break type"
      onClosed={back}
    >
      {(current, close) => <DeleteConfirmation breakType={current} onDone={close} />}
    </LoadedOverlay>
  );
}

function DeleteConfirmation({ breakType, onDone }: { breakType: BreakTypeT; onDone: () => void }) {
  const remove = useDeleteBreakType(breakType.id);
  const confirm = async () => {
    await remove.mutateAsync();
    notifyDone('Break type deleted', `${breakType.break_name} can no longer be taken.`);
    onDone();
  };
  return (
    <Stack gap="md">
      <Text>
        Delete the break type <strong>{breakType.break_name}</strong>?
      </Text>
      <Text size="sm">
        New breaks can no longer be of this type. Shifts that had one keep it as it was.
      </Text>
      {remove.isError ? (
        <Alert color="red" role="alert" title="Could not delete the break type">
          {describeFailure(remove.error)}
        </Alert>
      ) : null}
      <ConfirmActions
        keepLabel="Keep break type"
        confirmLabel="Delete break type"
        color="red"
        pending={remove.isPending}
        onKeep={onDone}
        onConfirm={() => void confirm().catch(() => undefined)}
      />
    </Stack>
  );
}
