import { IconUserPlus } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useInvitations } from '../api/invitations';
import { useMembers } from '../api/members';
import { InvitationsTable } from '../components/invitations-table';

export function InvitationsPage() {
  const invitations = useInvitations();
  const team = useMembers();
  const invite = (
    <LinkButton to="/team/invitations/new" leftSection={<IconUserPlus size={16} aria-hidden />}>
      Invite someone
    </LinkButton>
  );
  return (
    <>
      <PageHeader
        title="Invitations"
        description="Links that let someone join your team. Each works once, for 7 days."
        actions={invite}
      />
      <QueryState
        query={invitations}
        subject="invitations"
        isEmpty={(list) => list.length === 0}
        empty={{ message: 'No invitations are waiting for an answer.', action: invite }}
      >
        {(list) => <InvitationsTable invitations={list} currency={team.data?.currency ?? 'USD'} />}
      </QueryState>
      <Outlet />
    </>
  );
}
