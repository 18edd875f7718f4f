import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Divider, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconFingerprint } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { authClient } from '@/api/auth-client';
import { describeAuthError, type AuthError } from '@/api/auth-errors';
import { ApiRequestError } from '@/api/errors';
import { meKeys, type Me } from '@/api/me';
import { setOwnPassword } from '@/api/own-password';
import { NewPasswordFields } from '@/components/new-password-fields';
import { notifyDone } from '@/components/notify';
import { PRODUCT_NAME, usePageTitle } from '@/components/page-title';
import { StandalonePage } from '@/components/standalone-page';
import { newPasswordSchema, type NewPasswordValues } from '@/lib/new-password';

/**
 * `/welcome`: where the one-time owner link lands, signed in but without a password yet. The
 * person sets a password or adds a passkey, then goes into the app.
 */
export function WelcomePage({ me }: { me: Me }) {
  usePageTitle('Welcome');
  const router = useRouter();
  const queryClient = useQueryClient();

  const intoTheApp = async (title: string, message: string) => {
    notifyDone(title, message);
    await queryClient.invalidateQueries({ queryKey: meKeys.all });
    await router.navigate({ to: '/' });
  };

  return (
    <StandalonePage>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {PRODUCT_NAME}
          </Text>
          <Title order={1}>Welcome{me.name ? `, ${me.name}` : ''}</Title>
          <Text>
            You are signed in as <strong>{me.email}</strong> by a link that works only once. Choose
            how you will sign in from now on.
          </Text>
        </Stack>
        <Paper withBorder p="lg">
          <Stack gap="lg">
            <SetPasswordForm
              onDone={() =>
                void intoTheApp('Password saved', 'Sign in with your email and this password.')
              }
            />
            <Divider label="or" labelPosition="center" />
            <AddPasskey
              onDone={() =>
                void intoTheApp('Passkey added', 'Sign in with it next time: no password needed.')
              }
            />
          </Stack>
        </Paper>
        <Text size="sm" c="dimmed">
          You can add the other one later, and turn on two-step sign-in, on your account page.
        </Text>
      </Stack>
    </StandalonePage>
  );
}

function SetPasswordForm({ onDone }: { onDone: () => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const save = async ({ newPassword }: NewPasswordValues) => {
    try {
      await setOwnPassword(newPassword);
      onDone();
    } catch (error) {
      setError('root.server', {
        message:
          error instanceof ApiRequestError
            ? error.status === 401
              ? 'Your sign-in link has expired. Ask for a new one.'
              : error.message
            : 'The service could not be reached. Nothing was saved; try again.',
      });
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          Set a password
        </Title>
        {errors.root?.server ? (
          <Alert color="red" role="alert" title="Your password was not saved">
            {errors.root.server.message}
          </Alert>
        ) : null}
        <NewPasswordFields register={register} errors={errors} />
        <Button type="submit" loading={isSubmitting}>
          Save password and continue
        </Button>
      </Stack>
    </form>
  );
}

function AddPasskey({ onDone }: { onDone: () => void }) {
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
      onDone();
    } catch {
      setProblem('The service could not be reached. Nothing was added; try again.');
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Use a passkey instead
      </Title>
      <Text size="sm">
        Sign in with your fingerprint, face or this device’s PIN. Nothing to remember.
      </Text>
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <TextInput
        label="Name for this passkey"
        description="For example “Office laptop”."
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={60}
      />
      <Button
        variant="default"
        loading={pending}
        leftSection={<IconFingerprint size={18} stroke={1.5} aria-hidden />}
        onClick={() => void add()}
      >
        Add a passkey and continue
      </Button>
    </Stack>
  );
}
