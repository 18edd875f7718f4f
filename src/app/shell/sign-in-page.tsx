import { Code, Paper, Stack, Text, Title } from '@mantine/core';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { PRODUCT_NAME, usePageTitle } from '@/components/page-title';
import { StandalonePage } from '@/components/standalone-page';
import { safeRedirectPath } from '../session';
import { SignInForm } from './sign-in-form';

const signInRoute = getRouteApi('/sign-in');

export function SignInPage() {
  usePageTitle('Sign in');
  const { redirect } = signInRoute.useSearch();
  const router = useRouter();

  const goToApp = () => {
    const target = safeRedirectPath(redirect);
    void (target ? router.history.push(target) : router.navigate({ to: '/staff/employees' }));
  };

  return (
    <StandalonePage>
      <Stack gap="lg">
        <Stack gap={4}>
          <Text fw={700} size="lg">
            {PRODUCT_NAME}
          </Text>
          <Title order={1}>Sign in</Title>
        </Stack>
        <Paper withBorder p="lg">
          <SignInForm onSignedIn={goToApp} />
        </Paper>
        <Stack gap="xs">
          <Title order={2} size="h4">
            Where do I get an access token?
          </Title>
          <Text size="sm">
            <Code>npm start</Code> prints a sign-in link for the demo merchant; opening it signs you
            in directly. To make a token with chosen scopes, run{' '}
            <Code>npm run token -- --merchant &lt;id&gt; --scopes EMPLOYEES_READ,…</Code> and paste
            it above. The token stays in this browser tab only.
          </Text>
        </Stack>
      </Stack>
    </StandalonePage>
  );
}
