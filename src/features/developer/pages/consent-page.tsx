import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ConsentQuery } from '@/api/schemas/developer';
import { describeFailure } from '@/components/form-errors';
import { usePageTitle } from '@/components/page-title';
import { QueryState } from '@/components/query-state';
import { StandalonePage } from '@/components/standalone-page';
import { useConsent, useDecideConsent } from '../api/developer';
import { ScopeList } from '../components/scope-list';

/** Where the browser goes next: the app's redirect URL, a full page load. */
function leaveFor(url: string) {
  window.location.assign(url);
}

/** The request was wrong but the app is trusted to hear it: back to the app with the error. */
function ReturnToApp({ url }: { url: string }) {
  useEffect(() => leaveFor(url), [url]);
  return <Text role="status">Returning to the app…</Text>;
}

/**
 * OAuth consent: a signed-in person sees the app and what it asks to do, in a manager's words,
 * and allows or denies. A request that cannot be trusted is explained and goes nowhere.
 */
export function ConsentPage({ query }: { query: ConsentQuery }) {
  usePageTitle('Connect an app');
  const consent = useConsent(query);
  const decide = useDecideConsent();
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (decision: 'allow' | 'deny') => {
    setFailure(null);
    try {
      const { redirect_url } = await decide.mutateAsync({ ...query, decision });
      leaveFor(redirect_url);
    } catch (error) {
      setFailure(describeFailure(error));
    }
  };
  return (
    <StandalonePage>
      <QueryState query={consent} subject="the app's request">
        {(request) => {
          if (request.error_redirect) return <ReturnToApp url={request.error_redirect} />;
          if (request.problem || !request.app_name) {
            return (
              <Stack>
                <Title order={1} size="h2">
                  Cannot connect this app
                </Title>
                <Alert color="red" title="Nothing was shared">
                  {request.problem}
                </Alert>
              </Stack>
            );
          }
          const blocked = request.missing.length > 0;
          return (
            <Stack gap="lg">
              <Title order={1} size="h2">
                Allow {request.app_name} to act for your business?
              </Title>
              <Card withBorder>
                <Stack gap="xs">
                  <Text fw={600}>{request.app_name} asks to:</Text>
                  <ScopeList scopes={request.scopes} />
                </Stack>
              </Card>
              <Text size="sm" c="dimmed">
                You can disconnect it at any time under Developer → Connected apps. Allowing sends
                you to {new URL(request.redirect_url ?? '').origin}.
              </Text>
              {blocked ? (
                <Alert color="yellow" title="Your permission set does not cover this">
                  It does not include: {request.missing.join('; ')}. Ask the owner to connect{' '}
                  {request.app_name}.
                </Alert>
              ) : null}
              {failure ? (
                <Alert color="red" title="Not sent">
                  {failure}
                </Alert>
              ) : null}
              <Group justify="flex-end">
                <Button
                  variant="default"
                  onClick={() => void send('deny')}
                  disabled={decide.isPending}
                >
                  Deny
                </Button>
                <Button
                  onClick={() => void send('allow')}
                  loading={decide.isPending}
                  disabled={blocked}
                >
                  Allow
                </Button>
              </Group>
            </Stack>
          );
        }}
      </QueryState>
    </StandalonePage>
  );
}
