import { Alert, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import type { TeamMemberT } from '@/api/schemas/team';
import { ConfirmButton } from '@/components/confirm-button';
import { FactsTable } from '@/components/facts-table';
import { describeFailure } from '@/components/form-errors';
import { notifyDone } from '@/components/notify';
import { LoadedOverlay } from '@/components/route-drawer';
import { useBackToList } from '@/lib/use-back';
import { useFormatDateTime } from '@/lib/time-zone';
import { useMember, usePasswordResetLink, useRemoveMember, useUpdateMember } from '../api/members';
import { usePermissionSets } from '../api/permission-sets';
import { CopyLink } from '../components/copy-link';
import { MemberForm } from '../components/member-form';
import { describeRefundLimit } from '../lib/refund-limit';

const route = getRouteApi('/_app/team/people/$userId');

/** One person: what they may do (set, refund limit), a password-reset link, removal. */
export function MemberDrawer() {
  const { userId } = route.useParams();
  const back = useBackToList('/team/people');
  const member = useMember(userId);
  return (
    <LoadedOverlay
      title={member.data ? member.data.member.name : 'Person'}
      query={member}
      subject="the person"
      onClosed={back.list}
    >
      {({ member: person, currency }, close) => (
        <Stack gap="lg">
          <PersonFacts member={person} currency={currency} />
          {person.is_owner ? (
            <Text size="sm">
              The owner has every permission and no refund limit; that cannot be changed, and the
              owner cannot be removed.
            </Text>
          ) : (
            <MemberEditor member={person} currency={currency} onDone={close} />
          )}
          <Divider />
          <ResetLink member={person} />
          {person.is_owner ? null : (
            <>
              <Divider />
              <RemoveMember member={person} onRemoved={close} />
            </>
          )}
        </Stack>
      )}
    </LoadedOverlay>
  );
}

function PersonFacts({ member, currency }: { member: TeamMemberT; currency: string }) {
  const formatDateTime = useFormatDateTime();
  return (
    <FactsTable
      label={`About ${member.name}`}
      rows={[
        ['Email', member.email],
        [
          'Permission set',
          member.is_owner ? 'Owner: everything' : (member.permission_set_name ?? '—'),
        ],
        [
          'Refund limit',
          member.is_owner ? 'No limit' : describeRefundLimit(member.refund_limit, currency),
        ],
        ['Joined', formatDateTime(member.joined_at)],
        [
          'Last signed in',
          member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : 'Not yet',
        ],
      ]}
    />
  );
}

function MemberEditor({
  member,
  currency,
  onDone,
}: {
  member: TeamMemberT;
  currency: string;
  onDone: () => void;
}) {
  const sets = usePermissionSets();
  const update = useUpdateMember(member.id);
  if (!sets.data) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        What they may do
      </Title>
      <MemberForm
        member={member}
        currency={currency}
        sets={sets.data}
        onCancel={onDone}
        onSave={async (body) => {
          await update.mutateAsync(body);
          notifyDone('Changes saved', `${member.name}'s changes apply from their next click.`);
          onDone();
        }}
      />
    </Stack>
  );
}

function ResetLink({ member }: { member: TeamMemberT }) {
  const issue = usePasswordResetLink(member.id);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Password reset
      </Title>
      {issue.data ? (
        <CopyLink
          label={`Password-reset link for ${member.name}`}
          url={issue.data.url}
          description="Give this link to them yourself; it works once and is shown only now."
        />
      ) : (
        <>
          <Text size="sm">
            If {member.name} forgot their password, issue a one-time link that lets them choose a
            new one.
          </Text>
          <Button
            variant="default"
            leftSection={<IconKey size={16} aria-hidden />}
            loading={issue.isPending}
            onClick={() => issue.mutate()}
            style={{ alignSelf: 'flex-start' }}
          >
            Issue a password-reset link
          </Button>
        </>
      )}
      {issue.isError ? (
        <Alert color="red" role="alert" title="Could not issue the link">
          {describeFailure(issue.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}

function RemoveMember({ member, onRemoved }: { member: TeamMemberT; onRemoved: () => void }) {
  const remove = useRemoveMember(member.id);
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={2} size="h4">
        Remove from the team
      </Title>
      <Text size="sm">
        {member.name} is signed out everywhere at once and can no longer sign in. What they did
        stays in the activity log.
      </Text>
      <ConfirmButton
        color="red"
        variant="outline"
        title={`Remove ${member.name}?`}
        message={`${member.name} (${member.email}) will be signed out everywhere and lose access to the back office. You can invite them again later.`}
        confirmLabel={`Remove ${member.name}`}
        keepLabel={`Keep ${member.name}`}
        onConfirm={async () => {
          await remove.mutateAsync();
          notifyDone('Removed', `${member.name} no longer has access.`);
          onRemoved();
        }}
      >
        Remove {member.name}
      </ConfirmButton>
    </Stack>
  );
}
