import { Button, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from './page-title';

interface ErrorFallbackProps {
  onRetry: () => void;
}

/** Friendly failure message; technical details go to the console, never on screen. */
export function ErrorFallback({ onRetry }: ErrorFallbackProps) {
  usePageTitle('Something went wrong');
  return (
    <Stack align="flex-start" gap="md" role="alert">
      <Title order={1}>Something went wrong</Title>
      <Text>
        This page stopped because of an unexpected error. Nothing you saved is lost. Try again, and
        reload the page if the problem continues.
      </Text>
      <Button onClick={onRetry}>Try again</Button>
    </Stack>
  );
}
