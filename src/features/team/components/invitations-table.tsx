import { Text } from '@mantine/core';
import type { InvitationT } from '@/api/schemas/team';
import { ConfirmButton } from '@/components/confirm-button';
import { ListTable, type ListColumn } from '@/components/list-table';
import { notifyDone } from '@/components/notify';
import { useFormatDateTime } from '@/lib/time-zone';
import { useRevokeInvitation } from '../api/invitations';
import { describeRefundLimit } from '../lib/refund-limit';

/** Invitations waiting for an answer, each with Revoke (asks first). */
export function InvitationsTable({
  invitations,
  currency,
}: {
  invitations: readonly InvitationT[];
  currency: string;
}) {
  const formatDateTime = useFormatDateTime();
  const columns: ListColumn<InvitationT>[] = [
    {
      key: 'email',
      card: 'title',
      header: 'Invited',
      cell: (invitation) => (
        <Text size="sm" truncate>
          {invitation.name ? `${invitation.name} (${invitation.email})` : invitation.email}
        </Text>
      ),
    },
    {
      key: 'set',
      card: 'meta',
      header: 'Permission set',
      width: '11rem',
      cell: (invitation) => invitation.permission_set_name,
    },
    {
      key: 'limit',
      header: 'Refund limit',
      width: '9rem',
      align: 'end',
      cell: (invitation) => describeRefundLimit(invitation.refund_limit, currency),
    },
    {
      key: 'expires',
      card: 'meta',
      header: 'Link works until',
      width: '12rem',
      cell: (invitation) => formatDateTime(invitation.expires_at),
    },
    {
      key: 'actions',
      card: 'actions',
      header: 'Actions',
      width: '7rem',
      cell: (invitation) => <RevokeButton invitation={invitation} />,
    },
  ];
  return (
    <ListTable
      caption="Pending invitations, newest first"
      columns={columns}
      rows={invitations}
      rowKey={(invitation) => invitation.id}
      noun="invitation"
      minWidth={820}
    />
  );
}

function RevokeButton({ invitation }: { invitation: InvitationT }) {
  const revoke = useRevokeInvitation();
  return (
    <ConfirmButton
      variant="subtle"
      color="red"
      size="compact-sm"
      aria-label={`Revoke the invitation of ${invitation.email}`}
      title="Revoke this invitation?"
      message={`The link sent to ${invitation.email} stops working at once. You can invite them again later.`}
      confirmLabel="Revoke invitation"
      keepLabel="Keep invitation"
      onConfirm={async () => {
        await revoke.mutateAsync(invitation.id);
        notifyDone('Invitation revoked', `The link for ${invitation.email} no longer works.`);
      }}
    >
      Revoke
    </ConfirmButton>
  );
}
