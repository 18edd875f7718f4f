import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  PasswordInput,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { authClient } from '@/api/auth-client';
import { describeAuthError, retryAfterProbe, type AuthError } from '@/api/auth-errors';
import { meKeys } from '@/api/me';
import { notifyDone } from '@/components/notify';
import { usePermissions } from '@/lib/permissions';
import { Section } from './section';

type Step =
  | { kind: 'idle' }
  | { kind: 'confirm-password'; action: 'enable' | 'disable' }
  | { kind: 'scan'; totpURI: string; backupCodes: string[] };

/** The secret inside an `otpauth://` URI, for typing into an app that cannot scan. */
export function totpSecret(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

function wrongPassword(error: AuthError): boolean {
  return error.code === 'INVALID_PASSWORD' || error.status === 401;
}

export function TwoFactorSection() {
  const { me } = usePermissions();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const enabled = me?.twoFactorEnabled ?? false;

  const finish = async (title: string, message: string) => {
    setStep({ kind: 'idle' });
    notifyDone(title, message);
    await queryClient.invalidateQueries({ queryKey: meKeys.all });
  };

  return (
    <Section
      title="Two-step sign-in"
      description="After your password, also ask for a code from an authenticator app on your phone. Passkeys do not need it."
    >
      <Group gap="sm">
        <Text>Status:</Text>
        {enabled ? <Badge color="green">On</Badge> : <Badge color="gray">Off</Badge>}
      </Group>
      {step.kind === 'idle' ? (
        <Group>
          <Button
            variant={enabled ? 'default' : 'filled'}
            color={enabled ? 'red' : undefined}
            onClick={() =>
              setStep({ kind: 'confirm-password', action: enabled ? 'disable' : 'enable' })
            }
          >
            {enabled ? 'Turn off two-step sign-in' : 'Turn on two-step sign-in'}
          </Button>
        </Group>
      ) : null}
      {step.kind === 'confirm-password' ? (
        <PasswordStep
          action={step.action}
          onCancel={() => setStep({ kind: 'idle' })}
          onEnabled={(totpURI, backupCodes) => setStep({ kind: 'scan', totpURI, backupCodes })}
          onDisabled={() =>
            void finish('Two-step sign-in is off', 'Your password alone signs you in now.')
          }
        />
      ) : null}
      {step.kind === 'scan' ? (
        <ScanStep
          totpURI={step.totpURI}
          backupCodes={step.backupCodes}
          onVerified={() =>
            void finish(
              'Two-step sign-in is on',
              'Next time you sign in with your password, have your phone at hand.',
            )
          }
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : null}
    </Section>
  );
}

function PasswordStep({
  action,
  onCancel,
  onEnabled,
  onDisabled,
}: {
  action: 'enable' | 'disable';
  onCancel: () => void;
  onEnabled: (totpURI: string, backupCodes: string[]) => void;
  onDisabled: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Enter your password');
    setPending(true);
    setError(null);
    const probe = retryAfterProbe();
    try {
      if (action === 'enable') {
        const { data, error: failure } = await authClient.twoFactor.enable(
          { password },
          probe.fetchOptions,
        );
        if (failure) {
          return setError(
            wrongPassword(failure)
              ? 'That is not your password'
              : describeAuthError(failure, probe.seconds),
          );
        }
        if (data.method !== 'totp') {
          return setError('The service did not offer an authenticator app code. Ask the owner.');
        }
        onEnabled(data.totpURI, data.backupCodes);
      } else {
        const { error: failure } = await authClient.twoFactor.disable(
          { password },
          probe.fetchOptions,
        );
        if (failure) {
          return setError(
            wrongPassword(failure)
              ? 'That is not your password'
              : describeAuthError(failure, probe.seconds),
          );
        }
        onDisabled();
      }
    } catch {
      setError('The service could not be reached. Nothing was changed; try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm" maw={420}>
        <PasswordInput
          label="Your password"
          description={
            action === 'enable'
              ? 'To turn on two-step sign-in, confirm it is you.'
              : 'To turn off two-step sign-in, confirm it is you.'
          }
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={error}
          aria-invalid={error ? true : undefined}
          data-autofocus
          autoFocus
        />
        <Group gap="sm">
          <Button type="submit" loading={pending} color={action === 'disable' ? 'red' : undefined}>
            {action === 'enable' ? 'Continue' : 'Turn off'}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The QR code as a data URL; the qrcode library is loaded only when someone sets this up. */
function useQrCode(text: string) {
  return useQuery({
    queryKey: ['qr-code', text],
    queryFn: async () => {
      const { toDataURL } = await import('qrcode');
      return toDataURL(text, { margin: 1, width: 200, errorCorrectionLevel: 'M' });
    },
    staleTime: Infinity,
    gcTime: 0,
  });
}

function ScanStep({
  totpURI,
  backupCodes,
  onVerified,
  onCancel,
}: {
  totpURI: string;
  backupCodes: string[];
  onVerified: () => void;
  onCancel: () => void;
}) {
  const qr = useQrCode(totpURI);
  const secret = totpSecret(totpURI);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError('Enter the 6-digit code from your app');
    setPending(true);
    setError(null);
    const probe = retryAfterProbe();
    try {
      const { error: failure } = await authClient.twoFactor.verifyTotp(
        { code: code.trim() },
        probe.fetchOptions,
      );
      if (failure) {
        return setError(
          failure.status === 401 || failure.status === 400
            ? 'That code is not right. Check the time on your phone, or wait for the next code.'
            : describeAuthError(failure, probe.seconds),
        );
      }
      onVerified();
    } catch {
      setError('The service could not be reached. Try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="md">
      <Text fw={600}>1. Scan this code with your authenticator app</Text>
      <Group align="flex-start" gap="lg">
        {qr.data ? (
          <Image
            src={qr.data}
            w={200}
            h={200}
            alt="QR code for your authenticator app"
            radius="sm"
            bg="white"
          />
        ) : (
          <Skeleton w={200} h={200} />
        )}
        <Stack gap={4} maw={320}>
          <Text size="sm">Cannot scan? Type this key into the app instead:</Text>
          <Code block style={{ wordBreak: 'break-all' }}>
            {secret}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="subtle" size="xs" onClick={copy} w="fit-content">
                {copied ? 'Key copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
        </Stack>
      </Group>
      <Text fw={600}>2. Save these backup codes</Text>
      <Text size="sm">
        Each one signs you in once if you lose your phone. They are shown only now: print them or
        keep them in a password manager.
      </Text>
      <List
        aria-label="Backup codes"
        listStyleType="none"
        ff="monospace"
        style={{ columns: 2, maxWidth: 360 }}
      >
        {backupCodes.map((backup) => (
          <List.Item key={backup}>{backup}</List.Item>
        ))}
      </List>
      <CopyButton value={backupCodes.join('\n')}>
        {({ copied, copy }) => (
          <Button variant="default" size="xs" onClick={copy} w="fit-content">
            {copied ? 'Backup codes copied' : 'Copy backup codes'}
          </Button>
        )}
      </CopyButton>
      <form onSubmit={(event) => void verify(event)} noValidate>
        <Stack gap="sm" maw={420}>
          <Text fw={600}>3. Enter the code the app shows</Text>
          <TextInput
            label="Code from your app"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={error}
            aria-invalid={error ? true : undefined}
          />
          {error === null ? null : (
            <Alert color="yellow" role="status">
              Two-step sign-in is not on until a code is accepted.
            </Alert>
          )}
          <Group gap="sm">
            <Button type="submit" loading={pending}>
              Turn on
            </Button>
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
