import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { authClient } from '@/api/auth-client';
import { describeAuthError, retryAfterProbe } from '@/api/auth-errors';
import { NewPasswordFields } from '@/components/new-password-fields';
import { notifyDone } from '@/components/notify';
import { newPasswordSchema } from '@/lib/new-password';
import { Section } from './section';

const changePasswordSchema = newPasswordSchema.and(
  z.object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    signOutOthers: z.boolean(),
  }),
);
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

const EMPTY: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  signOutOthers: true,
};

export function PasswordSection() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });

  const change = async (values: ChangePasswordValues) => {
    const probe = retryAfterProbe();
    try {
      const { error } = await authClient.changePassword(
        {
          currentPassword: values.currentPassword,
          newPassword: values.newPassword,
          revokeOtherSessions: values.signOutOthers,
        },
        probe.fetchOptions,
      );
      if (error) {
        if (error.code === 'INVALID_PASSWORD' || error.status === 401) {
          setError(
            'currentPassword',
            { message: 'That is not your current password' },
            { shouldFocus: true },
          );
        } else {
          setError('root.server', { message: describeAuthError(error, probe.seconds) });
        }
        return;
      }
      reset(EMPTY);
      notifyDone(
        'Password changed',
        values.signOutOthers
          ? 'Use it next time you sign in. Your other devices were signed out.'
          : 'Use it next time you sign in.',
      );
    } catch {
      setError('root.server', {
        message: 'The service could not be reached. Nothing was changed; try again.',
      });
    }
  };

  return (
    <Section title="Password">
      <form onSubmit={(event) => void handleSubmit(change)(event)} noValidate>
        <Stack gap="md" maw={420}>
          {errors.root?.server ? (
            <Alert color="red" role="alert" title="Your password was not changed">
              {errors.root.server.message}
            </Alert>
          ) : null}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            aria-invalid={errors.currentPassword ? true : undefined}
            {...register('currentPassword')}
          />
          <NewPasswordFields register={register} errors={errors} />
          <Checkbox label="Sign out my other devices" {...register('signOutOthers')} />
          <Group>
            <Button type="submit" loading={isSubmitting}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
