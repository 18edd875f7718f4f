import { Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * What a dialog shows instead of its form when there is nothing to do (the command does not apply,
 * or has been answered): the notice, and one Close button, focused.
 */
export function ClosableNotice({
  children,
  onClose,
}: {
  children: ReactNode;
  onClose: () => void;
}) {
  return (
    <Stack gap="md">
      {children}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
