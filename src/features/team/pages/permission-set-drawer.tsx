import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { FormProvider, useForm } from 'react-hook-form';
import type { PermissionSetT } from '@/api/schemas/team';
import { ConfirmButton } from '@/components/confirm-button';
import { LinkButton } from '@/components/link-button';
import { notifyDone } from '@/components/notify';
import { LoadedOverlay } from '@/components/route-drawer';
import { useBackToList } from '@/lib/use-back';
import {
  useDeletePermissionSet,
  usePermissionSet,
  useUpdatePermissionSet,
} from '../api/permission-sets';
import { PermissionSetForm } from '../components/permission-set-form';
import { PermissionsChecklist } from '../components/permissions-checklist';

const route = getRouteApi('/_app/team/permission-sets/$setId');

/** A built-in set to read and copy, or one of the owner's own to edit or delete. */
export function PermissionSetDrawer() {
  const { setId } = route.useParams();
  const back = useBackToList('/team/permission-sets');
  const set = usePermissionSet(setId);
  return (
    <LoadedOverlay
      title={set.data ? set.data.name : 'Permission set'}
      query={set}
      subject="the permission set"
      onClosed={back.list}
      size="lg"
    >
      {(current, close) =>
        current.built_in ? <BuiltInSet set={current} /> : <OwnSet set={current} onDone={close} />
      }
    </LoadedOverlay>
  );
}

function CopyButton({ set }: { set: PermissionSetT }) {
  return (
    <LinkButton
      to="/team/permission-sets/new"
      search={{ copy: set.id }}
      variant="default"
      leftSection={<IconCopy size={16} aria-hidden />}
    >
      Copy to a new set
    </LinkButton>
  );
}

function BuiltInSet({ set }: { set: PermissionSetT }) {
  const form = useForm({ defaultValues: { permissions: set.permissions } });
  return (
    <Stack gap="lg">
      <Text size="sm">{set.description}</Text>
      <Alert color="gray" title="Built in">
        Shipped with Ledgerline, so it stays as it is. Copy it to make a set of your own from it.
      </Alert>
      <Group>
        <CopyButton set={set} />
      </Group>
      <FormProvider {...form}>
        <PermissionsChecklist readOnly />
      </FormProvider>
    </Stack>
  );
}

function OwnSet({ set, onDone }: { set: PermissionSetT; onDone: () => void }) {
  const update = useUpdatePermissionSet(set.id);
  return (
    <Stack gap="lg">
      <PermissionSetForm
        key={set.updated_at}
        editing
        defaultValues={{
          name: set.name,
          description: set.description,
          permissions: set.permissions,
        }}
        onCancel={onDone}
        onSave={async (body) => {
          const { permission_set } = await update.mutateAsync(body);
          notifyDone('Changes saved', `${permission_set.name} applies from everyone's next click.`);
          onDone();
        }}
      />
      <Divider />
      <Group>
        <CopyButton set={set} />
      </Group>
      <DeleteSet set={set} onDeleted={onDone} />
    </Stack>
  );
}

function DeleteSet({ set, onDeleted }: { set: PermissionSetT; onDeleted: () => void }) {
  const remove = useDeletePermissionSet(set.id);
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2} size="h4">
        Delete
      </Title>
      {set.member_count > 0 ? (
        <Text size="sm">
          {set.name} is used by {set.member_count}{' '}
          {set.member_count === 1 ? 'person or invitation' : 'people or invitations'}: give them
          another set before deleting it.
        </Text>
      ) : (
        <Text size="sm">Nobody uses {set.name}, so it can be deleted.</Text>
      )}
      {set.member_count > 0 ? (
        <Button color="red" variant="outline" disabled>
          Delete {set.name}
        </Button>
      ) : (
        <ConfirmButton
          color="red"
          variant="outline"
          title={`Delete ${set.name}?`}
          message={`${set.name} will be gone for good. Nobody uses it now.`}
          confirmLabel="Delete permission set"
          keepLabel="Keep permission set"
          onConfirm={async () => {
            await remove.mutateAsync();
            notifyDone('Permission set deleted', `${set.name} was deleted.`);
            onDeleted();
          }}
        >
          Delete {set.name}
        </ConfirmButton>
      )}
    </Stack>
  );
}
