import { Stack, Text, Title } from '@mantine/core';
import { LinkButton } from '@/components/link-button';
import { StandalonePage } from '@/components/standalone-page';
import { usePageTitle } from '@/components/page-title';

/** Inside the app shell, which already provides the <main> landmark. */
export function NotFoundContent() {
  usePageTitle('Page not found');
  return (
    <Stack align="flex-start" gap="md">
      <Title order={1}>Page not found</Title>
      <Text>There is nothing at this address. It may have moved, or the link may be mistyped.</Text>
      <LinkButton to="/">Go to the home page</LinkButton>
    </Stack>
  );
}

export function StandaloneNotFound() {
  return (
    <StandalonePage>
      <NotFoundContent />
    </StandalonePage>
  );
}
