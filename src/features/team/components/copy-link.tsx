import { Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

interface CopyLinkProps {
  /** Names the link, e.g. "Invitation link for maria@example.com". */
  label: string;
  url: string;
  /** What to do with it, e.g. that it is shown only once. */
  description?: string;
}

/** A one-time link to hand over: read-only, selected on focus, with a Copy button. */
export function CopyLink({ label, url, description }: CopyLinkProps) {
  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={label}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1 }}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Button
              onClick={copy}
              variant={copied ? 'light' : 'filled'}
              color={copied ? 'teal' : undefined}
              leftSection={
                copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
              }
              miw="7rem"
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </Stack>
  );
}
