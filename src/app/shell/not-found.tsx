import { Button, Stack, Text, Title } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { StandalonePage } from '../../components/standalone-page';
import { usePageTitle } from '../../components/page-title';

const ButtonLink = createLink(Button<'a'>);

/** Inside the app shell, which already provides the <main> landmark. */
export function NotFoundContent() {
  usePageTitle('Page not found');
  return (
    <Stack align="flex-start" gap="md">
      <Title order={1}>Page not found</Title>
      <Text>There is nothing at this address. It may have moved, or the link may be mistyped.</Text>
      <ButtonLink to="/">Go to the home page</ButtonLink>
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
