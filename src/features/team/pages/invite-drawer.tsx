import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import type { CreateInvitationResponse } from '@/api/schemas/team';
import { QueryState } from '@/components/query-state';
import { RouteDrawer } from '@/components/route-drawer';
import { useBackToList } from '@/lib/use-back';
import { useCreateInvitation } from '../api/invitations';
import { useMembers } from '../api/members';
import { usePermissionSets } from '../api/permission-sets';
import { CopyLink } from '../components/copy-link';
import { InviteForm } from '../components/invite-form';

type Created = z.infer<typeof CreateInvitationResponse>;

/** Invite someone: the form, then the one-time link to copy (shown only here). */
export function InviteDrawer() {
  const back = useBackToList('/team/invitations');
  const sets = usePermissionSets();
  const team = useMembers();
  const create = useCreateInvitation();
  const [created, setCreated] = useState<Created | null>(null);
  return (
    <RouteDrawer title="Invite someone" onClosed={back.list}>
      {(close) =>
        created ? (
          <InvitationLink created={created} onDone={close} />
        ) : (
          <QueryState query={sets} subject="permission sets">
            {(list) => (
              <InviteForm
                currency={team.data?.currency ?? 'USD'}
                sets={list}
                onCancel={close}
                onSave={async (body) => setCreated(await create.mutateAsync(body))}
              />
            )}
          </QueryState>
        )
      }
    </RouteDrawer>
  );
}

function InvitationLink({ created, onDone }: { created: Created; onDone: () => void }) {
  const { invitation } = created;
  return (
    <Stack gap="lg">
      <Alert color="blue" title="Invitation created">
        <Text size="sm">
          {invitation.email} can join as {invitation.permission_set_name} with this link until it
          expires in 7 days.{' '}
          {created.mailed
            ? 'It was also mailed to them.'
            : 'No mail server is set up, so send it to them yourself.'}
        </Text>
      </Alert>
      <CopyLink
        label={`Invitation link for ${invitation.email}`}
        url={created.url}
        description="This link is shown only now. If it gets lost, revoke it and invite them again."
      />
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
