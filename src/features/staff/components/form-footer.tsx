import { Alert, Button, Group } from '@mantine/core';

interface FormFooterProps {
  /** Problems no input can show, e.g. a lost connection. */
  error: string | null;
  submitLabel: string;
  busy: boolean;
  /** For an edit: nothing to save until something changed. */
  submitDisabled?: boolean;
  onCancel: () => void;
}

/** The drawer form's last row: the form-level error, Cancel, and the busy-aware submit button. */
export function FormFooter({
  error,
  submitLabel,
  busy,
  submitDisabled,
  onCancel,
}: FormFooterProps) {
  return (
    <>
      {error ? (
        <Alert color="red" title="Not saved" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
