import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { meKeys } from '@/api/me';
import { resumeSession } from '@/api/session-state';
import { PRODUCT_NAME, usePageTitle } from '@/components/page-title';
import { StandalonePage } from '@/components/standalone-page';
import { safeRedirectPath } from '../session';
import { SignInForm } from './sign-in-form';

const signInRoute = getRouteApi('/sign-in');

export function SignInPage() {
  usePageTitle('Sign in');
  const { redirect, expiredLink } = signInRoute.useSearch();
  const router = useRouter();
  const queryClient = useQueryClient();

  const goToApp = () => {
    // Whoever was signed in before (or nobody) is forgotten; the app asks who this is.
    queryClient.removeQueries({ queryKey: meKeys.all });
    // A session that ended on a page of the app (SessionEnded) is a new one now.
    resumeSession();
    const target = safeRedirectPath(redirect);
    void (target ? router.history.push(target) : router.navigate({ to: '/' }));
  };

  return (
    <StandalonePage>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {PRODUCT_NAME}
          </Text>
          <Title order={1}>Sign in</Title>
          <Text c="dimmed">
            The back office of your business: today’s sales, your staff and their hours, deposits
            and online orders.
          </Text>
        </Stack>
        {expiredLink ? (
          <Alert color="yellow" title="That link no longer works">
            A sign-in link works once and for a short time. Sign in below with your email and
            password, or ask the owner of your business for a new link.
          </Alert>
        ) : null}
        <Paper withBorder p="lg">
          <SignInForm onSignedIn={goToApp} />
        </Paper>
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            Forgot your password? Ask the owner of your business to send you a link to set a new
            one.
          </Text>
          <Text size="sm" c="dimmed">
            New here? The owner invites you from Team; the invitation email has the link to set your
            password.
          </Text>
        </Stack>
      </Stack>
    </StandalonePage>
  );
}
