import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { TeamMemberT } from '@/api/schemas/team';
import { LinkButton } from '@/components/link-button';
import { ListTable, type ListColumn } from '@/components/list-table';
import { useFormatDateTime } from '@/lib/time-zone';
import { describeRefundLimit } from '../lib/refund-limit';

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
    {
      key: 'name',
      card: 'title',
      header: 'Name',
      width: '16rem',
      cell: (member) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={500} size="sm" truncate>
            {member.name}
          </Text>
          {member.is_owner ? (
            <Badge color="grape" variant="light" miw="max-content">
              Owner
            </Badge>
          ) : null}
        </Group>
      ),
    },
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
    {
      key: 'actions',
      card: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      width: '6rem',
      cell: (member) => (
        <LinkButton
          to="/team/people/$userId"
          params={{ userId: member.id }}
          variant="subtle"
          size="compact-sm"
          aria-label={`Manage ${member.name}`}
        >
          Manage
        </LinkButton>
      ),
    },
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
