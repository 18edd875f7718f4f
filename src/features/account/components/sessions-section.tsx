import { Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ConfirmButton } from '@/components/confirm-button';
import { notifyDone } from '@/components/notify';
import { QueryState } from '@/components/query-state';
import {
  sessionsQueryOptions,
  useEndOtherSessions,
  useEndSession,
  type SignedInSession,
} from '../api/security';
import { describeUserAgent } from '../lib/user-agent';
import { Section } from './section';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Where the person is signed in: each browser or device, with ending one or all the others. */
export function SessionsSection() {
  const sessions = useQuery(sessionsQueryOptions());
  const endOthers = useEndOtherSessions();
  const others = (sessions.data ?? []).filter((s) => !s.isThisDevice).length;

  return (
    <Section
      title="Where you are signed in"
      description="Each browser and device you signed in with. End any you do not recognise, then change your password."
    >
      <QueryState query={sessions} subject="your sessions" skeletonRows={2}>
        {(list) => (
          <Stack gap="sm">
            <SessionTable sessions={list} />
            {others > 0 ? (
              <Group>
                <ConfirmButton
                  variant="default"
                  color="red"
                  title="Sign out everywhere else?"
                  message={`${others === 1 ? 'The other device' : `All ${others} other devices`} will have to sign in again. This device stays signed in.`}
                  confirmLabel="Sign out other devices"
                  keepLabel="Keep them signed in"
                  onConfirm={async () => {
                    await endOthers.mutateAsync(undefined);
                    notifyDone('Signed out elsewhere', 'Only this device is signed in now.');
                  }}
                >
                  Sign out all other devices
                </ConfirmButton>
              </Group>
            ) : null}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}

function SessionTable({ sessions }: { sessions: SignedInSession[] }) {
  const end = useEndSession();
  return (
    <Table aria-label="Your sessions" verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Device</Table.Th>
          <Table.Th>Address</Table.Th>
          <Table.Th>Last active</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sessions.map((session) => {
          const device = describeUserAgent(session.userAgent);
          return (
            <Table.Tr key={session.id}>
              <Table.Td>
                <Group gap="xs">
                  <Text>{device}</Text>
                  {session.isThisDevice ? (
                    <Badge variant="light" size="sm">
                      This device
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{session.ipAddress ?? 'Unknown'}</Table.Td>
              <Table.Td>{timeFormat.format(session.lastActive)}</Table.Td>
              <Table.Td ta="right">
                {session.isThisDevice ? null : (
                  <ConfirmButton
                    variant="subtle"
                    color="red"
                    size="xs"
                    aria-label={`Sign out ${device}, last active ${timeFormat.format(session.lastActive)}`}
                    title={`Sign out ${device}?`}
                    message="That browser or device will have to sign in again."
                    confirmLabel="Sign out"
                    keepLabel="Keep signed in"
                    onConfirm={async () => {
                      await end.mutateAsync(session.id);
                      notifyDone('Signed out', `${device} is no longer signed in.`);
                    }}
                  >
                    Sign out
                  </ConfirmButton>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
