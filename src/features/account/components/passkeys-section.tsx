import { Alert, Button, Group, Stack, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authClient } from '@/api/auth-client';
import { authResult, describeAuthError, type AuthError } from '@/api/auth-errors';
import { useCommand } from '@/api/queries';
import { ConfirmButton } from '@/components/confirm-button';
import { notifyDone } from '@/components/notify';
import { QueryState } from '@/components/query-state';
import { accountSecurityKeys } from '../api/keys';
import { passkeysQueryOptions, type Passkey } from '../api/security';
import { Section } from './section';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Passkeys: sign in with a fingerprint, face or device PIN instead of the password. */
export function PasskeysSection() {
  const passkeys = useQuery(passkeysQueryOptions());
  return (
    <Section
      title="Passkeys"
      description="Sign in with your fingerprint, face or the PIN of this device or a security key, instead of your password."
    >
      <AddPasskeyForm />
      <QueryState
        query={passkeys}
        subject="passkeys"
        skeletonRows={2}
        isEmpty={(list) => list.length === 0}
        empty={{ message: 'You have no passkeys yet.' }}
      >
        {(list) => <PasskeyTable passkeys={list} />}
      </QueryState>
    </Section>
  );
}

function AddPasskeyForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = async () => {
    setProblem(null);
    setPending(true);
    try {
      const trimmed = name.trim();
      const { error } = await authClient.passkey.addPasskey(trimmed ? { name: trimmed } : {});
      if (error) {
        const { code } = error as AuthError;
        setProblem(
          code === 'ERROR_CEREMONY_ABORTED' || code === 'AUTH_CANCELLED'
            ? 'Adding the passkey was cancelled. Nothing was added.'
            : describeAuthError(error),
        );
        return;
      }
      setName('');
      notifyDone('Passkey added', 'You can sign in with it from now on.');
      await queryClient.invalidateQueries({ queryKey: accountSecurityKeys.passkeys() });
    } catch {
      setProblem('The service could not be reached. Nothing was added; try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <Stack gap="sm">
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Name for the new passkey"
            description="So you can tell your passkeys apart, e.g. “Work laptop”."
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={60}
            w={300}
          />
          <Button
            type="submit"
            variant="default"
            loading={pending}
            leftSection={<IconFingerprint size={18} stroke={1.5} aria-hidden />}
          >
            Add a passkey
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasskeyTable({ passkeys }: { passkeys: Passkey[] }) {
  const remove = useCommand((id: string) => authResult(authClient.passkey.deletePasskey({ id })), {
    invalidates: accountSecurityKeys.passkeys(),
  });
  return (
    <Table aria-label="Your passkeys" verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Added</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {passkeys.map((passkey) => {
          const label = passkey.name ?? 'Unnamed passkey';
          return (
            <Table.Tr key={passkey.id}>
              <Table.Td>{label}</Table.Td>
              <Table.Td>{passkey.createdAt ? dateFormat.format(passkey.createdAt) : '—'}</Table.Td>
              <Table.Td ta="right">
                <ConfirmButton
                  variant="subtle"
                  color="red"
                  size="xs"
                  aria-label={`Remove ${label}`}
                  title={`Remove “${label}”?`}
                  message="You will no longer be able to sign in with this passkey. Your password and other passkeys keep working."
                  confirmLabel="Remove passkey"
                  keepLabel="Keep passkey"
                  onConfirm={async () => {
                    await remove.mutateAsync(passkey.id);
                    notifyDone('Passkey removed', `“${label}” can no longer sign you in.`);
                  }}
                >
                  Remove
                </ConfirmButton>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
