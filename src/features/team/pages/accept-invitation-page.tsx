import { Alert, List, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { ApiRequestError } from '@/api/errors';
import type { InvitationPreviewT } from '@/api/schemas/team';
import { usePageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { StandalonePage } from '@/components/standalone-page';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitations';
import { AcceptInvitationForm } from '../components/accept-invitation-form';
import { permissionLabel } from '../lib/permission-groups';

const route = getRouteApi('/invite/$secret');

/** Where an invitation link lands: who invited them to what, then name and password. */
export function AcceptInvitationPage() {
  const { secret } = route.useParams();
  usePageTitle('Join your team');
  const preview = useInvitationPreview(secret);
  return (
    <StandalonePage>
      <Stack gap="lg">
        <Title order={1}>Join your team</Title>
        {preview.isError &&
        preview.error instanceof ApiRequestError &&
        preview.error.status === 404 ? (
          <Alert color="red" title="This invitation link does not work" role="alert">
            It may have expired, been revoked or already been used. Ask the owner of the business
            for a new one.
          </Alert>
        ) : (
          <QueryState query={preview} subject="the invitation">
            {(invitation) => <Invitation secret={secret} invitation={invitation} />}
          </QueryState>
        )}
      </Stack>
    </StandalonePage>
  );
}

function Invitation({ secret, invitation }: { secret: string; invitation: InvitationPreviewT }) {
  const accept = useAcceptInvitation(secret);
  return (
    <Stack gap="lg">
      <Text>
        {invitation.invited_by} invited <strong>{invitation.email}</strong> to{' '}
        <strong>{invitation.business_name}</strong>&apos;s back office as{' '}
        <strong>{invitation.permission_set_name}</strong>.
      </Text>
      <Paper withBorder p="md">
        <Text size="sm" fw={500} mb="xs">
          As {invitation.permission_set_name} you may:
        </Text>
        <List size="sm" spacing={4}>
          {invitation.permissions.map((permission) => (
            <List.Item key={permission}>{permissionLabel(permission)}</List.Item>
          ))}
        </List>
      </Paper>
      <AcceptInvitationForm
        name={invitation.name}
        onSave={async (body) => {
          await accept.mutateAsync(body);
          // Signed in now (the session cookie came with the answer): into the app, afresh.
          window.location.assign('/');
        }}
      />
    </Stack>
  );
}
