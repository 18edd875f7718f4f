import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Divider,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { authClient } from '@/api/auth-client';
import { describeAuthError, retryAfterProbe, type AuthError } from '@/api/auth-errors';

const credentialsSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your email')
    .email('Enter an email such as name@example.com'),
  password: z.string().min(1, 'Enter your password'),
});
type Credentials = z.infer<typeof credentialsSchema>;

const codeSchema = z.object({
  code: z.string().trim().min(1, 'Enter the code'),
  trustDevice: z.boolean(),
});
type CodeValues = z.infer<typeof codeSchema>;

const UNREACHABLE =
  'Ledgerline could not be reached. Check your internet connection, then try again.';

interface SignInFormProps {
  onSignedIn: () => void;
}

/**
 * Email and password, or a passkey; then, for an account with two-factor, the code from the
 * authenticator app (or a backup code).
 */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const [step, setStep] = useState<'credentials' | 'second-factor'>('credentials');
  return step === 'credentials' ? (
    <CredentialsStep onSignedIn={onSignedIn} onSecondFactor={() => setStep('second-factor')} />
  ) : (
    <SecondFactorStep onSignedIn={onSignedIn} onBack={() => setStep('credentials')} />
  );
}

function CredentialsStep({
  onSignedIn,
  onSecondFactor,
}: SignInFormProps & { onSecondFactor: () => void }) {
  const [passkeyPending, setPasskeyPending] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({
    resolver: zodResolver(credentialsSchema),
    defaultValues: { email: '', password: '' },
  });

  const fail = (message: string) => setError('root.server', { message });

  const signIn = async ({ email, password }: Credentials) => {
    const probe = retryAfterProbe();
    try {
      const { data, error } = await authClient.signIn.email(
        { email, password },
        probe.fetchOptions,
      );
      if (error) return fail(describeAuthError(error, probe.seconds));
      if (data && 'twoFactorRedirect' in data && data.twoFactorRedirect) return onSecondFactor();
      onSignedIn();
    } catch {
      fail(UNREACHABLE);
    }
  };

  const signInWithPasskey = async () => {
    clearErrors('root.server');
    setPasskeyPending(true);
    const probe = retryAfterProbe();
    try {
      const result = await authClient.signIn.passkey(undefined, probe.fetchOptions);
      if (result?.error) {
        const error = result.error as AuthError;
        const cancelled =
          error.code === 'AUTH_CANCELLED' || error.code === 'ERROR_CEREMONY_ABORTED';
        fail(
          cancelled
            ? 'No passkey was used: it was cancelled, or this device has no passkey for Ledgerline. Sign in with your email and password instead.'
            : describeAuthError(error, probe.seconds),
        );
        return;
      }
      onSignedIn();
    } catch {
      fail(UNREACHABLE);
    } finally {
      setPasskeyPending(false);
    }
  };

  return (
    <Stack gap="md">
      <form onSubmit={(event) => void handleSubmit(signIn)(event)} noValidate>
        <Stack gap="md">
          {errors.root?.server ? (
            <Alert color="red" title="Could not sign in" role="alert">
              {errors.root.server.message}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username webauthn"
            error={errors.email?.message}
            aria-invalid={errors.email ? true : undefined}
            {...register('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            // Mantine's PasswordInput marks errors visually only; screen readers need this too.
            aria-invalid={errors.password ? true : undefined}
            {...register('password')}
          />
          <Button type="submit" loading={isSubmitting} disabled={passkeyPending}>
            Sign in
          </Button>
        </Stack>
      </form>
      <Divider label="or" labelPosition="center" />
      <Button
        variant="default"
        leftSection={<IconFingerprint size={18} stroke={1.5} aria-hidden />}
        loading={passkeyPending}
        disabled={isSubmitting}
        onClick={() => void signInWithPasskey()}
      >
        Sign in with a passkey
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        A passkey is your fingerprint, face or screen lock; add one under Your account once you are
        signed in.
      </Text>
    </Stack>
  );
}

function SecondFactorStep({ onSignedIn, onBack }: SignInFormProps & { onBack: () => void }) {
  const [useBackupCode, setUseBackupCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '', trustDevice: false },
  });

  const verify = async ({ code, trustDevice }: CodeValues) => {
    const probe = retryAfterProbe();
    try {
      const { error } = useBackupCode
        ? await authClient.twoFactor.verifyBackupCode({ code, trustDevice }, probe.fetchOptions)
        : await authClient.twoFactor.verifyTotp({ code, trustDevice }, probe.fetchOptions);
      if (error) {
        const described =
          error.status === 401 || error.status === 400
            ? useBackupCode
              ? 'That backup code is not valid or was already used.'
              : 'That code is not right. Check the time on your phone, or wait for the next code.'
            : describeAuthError(error, probe.seconds);
        setError('code', { message: described }, { shouldFocus: true });
        return;
      }
      onSignedIn();
    } catch {
      setError('root.server', { message: UNREACHABLE });
    }
  };

  const switchKind = () => {
    setUseBackupCode((backup) => !backup);
    reset({ code: '', trustDevice: false });
  };

  return (
    <form onSubmit={(event) => void handleSubmit(verify)(event)} noValidate>
      <Stack gap="md">
        <Text>
          {useBackupCode
            ? 'Enter one of the backup codes you saved when you turned on two-step sign-in. Each works once.'
            : 'Your account has two-step sign-in. Enter the 6-digit code from your authenticator app.'}
        </Text>
        {errors.root?.server ? (
          <Alert color="red" title="Could not sign in" role="alert">
            {errors.root.server.message}
          </Alert>
        ) : null}
        <TextInput
          label={useBackupCode ? 'Backup code' : 'Code from your app'}
          autoComplete="one-time-code"
          inputMode={useBackupCode ? 'text' : 'numeric'}
          data-autofocus
          autoFocus
          error={errors.code?.message}
          aria-invalid={errors.code ? true : undefined}
          {...register('code')}
        />
        <Checkbox
          label="Remember this device for 30 days (no code asked)"
          {...register('trustDevice')}
        />
        <Button type="submit" loading={isSubmitting}>
          Verify and sign in
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={switchKind}>
          {useBackupCode ? 'Use the code from your app instead' : 'Use a backup code instead'}
        </Anchor>
        <Anchor component="button" type="button" size="sm" onClick={onBack}>
          Start again with another account
        </Anchor>
      </Stack>
    </form>
  );
}
