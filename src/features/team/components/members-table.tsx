import { Text } from '@mantine/core';
import type { TeamMemberT } from '@/api/schemas/team';
import { RowLinkButton } from '@/components/link-button';
import { actionsColumn, nameColumn } from '@/components/list-columns';
import { ListTable, type ListColumn } from '@/components/list-table';
import { useFormatDateTime } from '@/lib/time-zone';
import { describeRefundLimit } from '../lib/refund-limit';

const OWNER_BADGE = { label: 'Owner', color: 'grape' };

/** Everyone of the business (the service answers them at once); Manage opens a person's drawer. */
export function MembersTable({
  members,
  currency,
}: {
  members: readonly TeamMemberT[];
  currency: string;
}) {
  const formatDateTime = useFormatDateTime();
  const columns: ListColumn<TeamMemberT>[] = [
    nameColumn({
      width: '16rem',
      name: (member) => member.name,
      badge: (member) => (member.is_owner ? OWNER_BADGE : null),
      truncate: true,
    }),
    { key: 'email', card: 'meta', header: 'Email', cell: (member) => member.email },
    {
      key: 'set',
      card: 'meta',
      header: 'Permission set',
      width: '11rem',
      cell: (member) => (member.is_owner ? 'Everything' : (member.permission_set_name ?? '—')),
    },
    {
      key: 'limit',
      header: 'Refund limit',
      width: '9rem',
      align: 'end',
      cell: (member) =>
        member.is_owner ? 'No limit' : describeRefundLimit(member.refund_limit, currency),
    },
    {
      key: 'last',
      header: 'Last signed in',
      width: '12rem',
      cell: (member) =>
        member.last_sign_in_at ? (
          formatDateTime(member.last_sign_in_at)
        ) : (
          <Text size="sm" c="dimmed">
            Not yet
          </Text>
        ),
    },
    actionsColumn(
      (member) => (
        <RowLinkButton
          to="/team/people/$userId"
          params={{ userId: member.id }}
          aria-label={`Manage ${member.name}`}
        >
          Manage
        </RowLinkButton>
      ),
      { width: '6rem' },
    ),
  ];
  return (
    <ListTable
      caption="People of the business, the owner first"
      columns={columns}
      rows={members}
      rowKey={(member) => member.id}
      noun="person"
      nounPlural="people"
      minWidth={900}
    />
  );
}
