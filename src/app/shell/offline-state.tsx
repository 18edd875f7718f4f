import { Alert, Button, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCloudOff, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { markReachable, markUnreachable, useConnection, type Connection } from '@/api/connection';
import { usePageTitle } from '@/components/page-title';

/** How often the app asks whether the service answers again, once the browser is online. */
const PROBE_INTERVAL_MS = 5_000;

/** Whether the service answers (its liveness probe, never cached). */
async function serviceAnswers(): Promise<boolean> {
  try {
    const response = await fetch('/healthz', { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Calls `onBack` once the service answers again: at once when the browser comes online, then
 * every few seconds while it is online but the service does not answer. Nothing while offline
 * (the browser's `online` event wakes it).
 */
function useWhenServiceAnswers(onBack: () => void, enabled = true) {
  const connection = useConnection();
  const onBackRef = useRef(onBack);
  useEffect(() => {
    onBackRef.current = onBack;
  });
  useEffect(() => {
    if (!enabled || connection === 'offline') return;
    let stopped = false;
    const probe = async () => {
      const answers = await serviceAnswers();
      if (stopped) return;
      if (answers) {
        markReachable();
        onBackRef.current();
      } else {
        markUnreachable();
      }
    };
    void probe();
    const timer = setInterval(() => void probe(), PROBE_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [connection, enabled]);
}

const BANNER_WORDS: Record<Exclude<Connection, 'online'>, { title: string; text: string }> = {
  offline: {
    title: 'You are offline',
    text: 'Pages you already opened stay readable. Nothing can be saved until the connection is back; the app picks up again by itself.',
  },
  unreachable: {
    title: 'The service cannot be reached',
    text: 'Pages you already opened stay readable. Nothing can be saved until it answers again; the app keeps trying by itself.',
  },
};

/**
 * The shell's offline banner: shown while the browser is offline or the service does not answer,
 * gone by itself when it does again (and then every page on screen refreshes its data).
 */
export function ConnectionBanner() {
  const connection = useConnection();
  const queryClient = useQueryClient();
  // Offline → online is React Query's (it refetches on reconnect); an unreachable service is ours.
  useWhenServiceAnswers(() => void queryClient.invalidateQueries(), connection === 'unreachable');
  if (connection === 'online') return null;
  const { title, text } = BANNER_WORDS[connection];
  const Icon = connection === 'offline' ? IconWifiOff : IconCloudOff;
  return (
    <Alert
      color="yellow"
      variant="light"
      // Mantine's yellow title on its light yellow is 2.7:1; the text colour reads.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      icon={<Icon size={18} aria-hidden />}
      title={title}
      role="status"
      mb="md"
      data-testid="connection-banner"
    >
      {text}
    </Alert>
  );
}

/** From this failed attempt on, `PageUnavailable` reloads the document rather than retry. */
export const RELOAD_ATTEMPT = 2;

interface PageUnavailableProps {
  /** Loads the page again (the route error boundary's reset and the router's reload). */
  onRetry: () => void;
  /** How many times this page's code already failed to load (0: its data failed). */
  attempt: number;
}

/**
 * A page that could not be opened for want of a connection (its code or its data did not come):
 * said inside the app, and opened by itself once the service answers. A page's code that still
 * fails with the service answering is from an older deployment: the app reloads for the new one.
 */
export function PageUnavailable({ onRetry, attempt }: PageUnavailableProps) {
  const connection = useConnection();
  usePageTitle(connection === 'offline' ? 'You are offline' : 'Page not available');
  useWhenServiceAnswers(() => {
    if (attempt >= RELOAD_ATTEMPT) window.location.reload();
    else onRetry();
  });
  const offline = connection === 'offline';
  return (
    <Stack align="flex-start" gap="md" role="alert">
      {offline ? <IconWifiOff size={32} aria-hidden /> : <IconCloudOff size={32} aria-hidden />}
      <Title order={1}>{offline ? 'You are offline' : 'This page cannot be opened yet'}</Title>
      <Text>
        {offline
          ? 'This page opens when the connection is back. Pages you already opened stay readable.'
          : 'The service could not be reached. This page opens as soon as it answers again.'}
      </Text>
      <Button variant="default" onClick={onRetry}>
        Try now
      </Button>
    </Stack>
  );
}

/**
 * What a page shows while its data is on its way: a spinner, or, while offline (React Query then
 * waits for the network instead of failing), that it opens when the connection is back.
 */
export function RoutePending() {
  const connection = useConnection();
  if (connection === 'offline') {
    return (
      <Stack align="flex-start" gap="md" role="status">
        <IconWifiOff size={32} aria-hidden />
        <Title order={1}>You are offline</Title>
        <Text>This page opens when the connection is back.</Text>
      </Stack>
    );
  }
  return (
    <Stack align="center" py="xl">
      <Loader aria-hidden />
      <VisuallyHidden role="status">Loading…</VisuallyHidden>
    </Stack>
  );
}
