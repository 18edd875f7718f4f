import { IconUserPlus } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useMembers } from '../api/members';
import { MembersTable } from '../components/members-table';

export function PeoplePage() {
  const members = useMembers();
  return (
    <>
      <PageHeader
        title="People"
        description="Who signs in to your back office, and what each of them may do."
        actions={
          <LinkButton
            to="/team/invitations/new"
            leftSection={<IconUserPlus size={16} aria-hidden />}
          >
            Invite someone
          </LinkButton>
        }
      />
      <QueryState query={members} subject="people">
        {(team) => <MembersTable members={team.members} currency={team.currency} />}
      </QueryState>
      <Outlet />
    </>
  );
}
