import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface ShownOnceProps {
  /** What the secret is, e.g. "Access token". */
  label: string;
  value: string;
}

/** A secret the service will never show again, with Copy. */
function ShownOnce({ label, value }: ShownOnceProps) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code block style={{ flex: 1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              size="compact-sm"
              onClick={copy}
              leftSection={
                copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
              }
              aria-label={`Copy ${label.toLowerCase()}`}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

function ShownOnceNotice() {
  return (
    <Alert color="yellow" title="Copy it now">
      This is the only time it is shown: only a fingerprint of it is kept. Store it where your
      integration keeps its secrets; if it is lost, revoke it and make another.
    </Alert>
  );
}

interface ShownOncePanelProps {
  /** What was made and how it is used. */
  children: ReactNode;
  /** The values to copy now, the secret among them. */
  values: ShownOnceProps[];
  onDone: () => void;
}

/** What a create drawer shows once its secret is made: the values to copy, shown this once. */
export function ShownOncePanel({ children, values, onDone }: ShownOncePanelProps) {
  return (
    <Stack gap="md">
      <Text>{children}</Text>
      <ShownOnceNotice />
      {values.map((v) => (
        <ShownOnce key={v.label} label={v.label} value={v.value} />
      ))}
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}
