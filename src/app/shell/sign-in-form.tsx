import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '@/api/errors';
import { setToken, signInSchema, verifyToken, type SignInValues } from '../session';

interface SignInFormProps {
  onSignedIn: () => void;
}

export function SignInForm({ onSignedIn }: SignInFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { token: '' } });

  const signIn = async ({ token }: SignInValues) => {
    try {
      if ((await verifyToken(token)) === 'invalid') {
        setError(
          'token',
          { message: 'This access token is not valid or has been revoked.' },
          { shouldFocus: true },
        );
        return;
      }
    } catch (error) {
      setError('root.server', { message: describeVerifyFailure(error) });
      return;
    }
    setToken(token);
    onSignedIn();
  };

  return (
    <form onSubmit={(event) => void handleSubmit(signIn)(event)} noValidate>
      <Stack gap="md">
        {errors.root?.server ? (
          <Alert color="red" title="Could not sign in" role="alert">
            {errors.root.server.message}
          </Alert>
        ) : null}
        <PasswordInput
          label="Access token"
          autoComplete="off"
          spellCheck={false}
          error={errors.token?.message}
          // Mantine's PasswordInput marks errors visually only; screen readers need this too.
          aria-invalid={errors.token ? true : undefined}
          {...register('token')}
        />
        <Button type="submit" loading={isSubmitting}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

function describeVerifyFailure(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return `The service could not check the token (HTTP ${error.status}). Try again in a moment.`;
  }
  return 'The service could not be reached. Check that it is running, then try again.';
}
