import { Alert, Button, Stack, Text } from '@mantine/core';

interface StaleVersionAlertProps {
  /** What was being edited, e.g. "break type". */
  what: string;
  /** Reads the resource again and restarts the form from it. */
  onReload: () => void;
  reloading: boolean;
}

/**
 * Shown when a save is refused because someone else changed the resource since it was read (its
 * `version` is stale, 409, or its v1 `If-Match` failed, 412): nothing was saved, and reloading
 * shows their changes.
 */
export function StaleVersionAlert({ what, onReload, reloading }: StaleVersionAlertProps) {
  return (
    <Alert color="orange" title={`This ${what} was changed by someone else`} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Nothing was saved. Reload to see their changes, then make yours again.
        </Text>
        <Button size="xs" variant="default" loading={reloading} onClick={onReload}>
          Reload
        </Button>
      </Stack>
    </Alert>
  );
}
