import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { authClient } from '@/api/auth-client';
import { describeAuthError, retryAfterProbe } from '@/api/auth-errors';
import { NewPasswordFields } from '@/components/new-password-fields';
import { notifyDone } from '@/components/notify';
import { PRODUCT_NAME, usePageTitle } from '@/components/page-title';
import { RouterAnchor } from '@/components/router-anchor';
import { StandalonePage } from '@/components/standalone-page';
import { newPasswordSchema, type NewPasswordValues } from '@/lib/new-password';

const resetRoute = getRouteApi('/reset-password');

const EXPIRED =
  'This reset link has expired or was already used. Ask the owner of your business for a new one.';

/** `/reset-password?token=…`: the one-time link the owner (or `npm run reset-link`) made. */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const { token, error } = resetRoute.useSearch();
  const router = useRouter();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const reset = async ({ newPassword }: NewPasswordValues) => {
    if (!token) return;
    const probe = retryAfterProbe();
    try {
      const { error: failure } = await authClient.resetPassword(
        { newPassword, token },
        probe.fetchOptions,
      );
      if (failure) {
        const invalidToken = failure.status === 400 && /token/i.test(failure.message ?? '');
        setError('root.server', {
          message: invalidToken ? EXPIRED : describeAuthError(failure, probe.seconds),
        });
        return;
      }
      notifyDone('Password changed', 'Sign in with your new password.');
      await router.navigate({ to: '/sign-in' });
    } catch {
      setError('root.server', {
        message: 'The service could not be reached. Nothing was changed; try again.',
      });
    }
  };

  const usable = Boolean(token) && !error;

  return (
    <StandalonePage>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {PRODUCT_NAME}
          </Text>
          <Title order={1}>Choose a new password</Title>
        </Stack>
        {usable ? (
          <Paper withBorder p="lg">
            <form onSubmit={(event) => void handleSubmit(reset)(event)} noValidate>
              <Stack gap="md">
                {errors.root?.server ? (
                  <Alert color="red" role="alert" title="Your password was not changed">
                    {errors.root.server.message}
                  </Alert>
                ) : null}
                <NewPasswordFields register={register} errors={errors} />
                <Button type="submit" loading={isSubmitting}>
                  Save the new password
                </Button>
              </Stack>
            </form>
          </Paper>
        ) : (
          <Alert color="red" role="alert" title="This link does not work">
            {token
              ? EXPIRED
              : 'This page needs the reset link the owner of your business gave you.'}
          </Alert>
        )}
        <RouterAnchor to="/sign-in" size="sm">
          Back to sign in
        </RouterAnchor>
      </Stack>
    </StandalonePage>
  );
}
