import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One part of the account page: a titled panel that is also a labelled region. */
export function Section({ title, description, children }: SectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {description ? (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
