import { Alert, Button, Group } from '@mantine/core';

interface FormFooterProps {
  /** Problems no input can show, e.g. a lost connection. */
  error: string | null | undefined;
  /** The alert's title; what could not be done. */
  errorTitle?: string;
  submitLabel: string;
  busy: boolean;
  /** For an edit: nothing to save until something changed. */
  submitDisabled?: boolean;
  /** Dialogs that run a command keep Cancel locked until the reply. */
  cancelDisabled?: boolean;
  /** The submit button's colour, e.g. red for a move that cannot be undone. */
  submitColor?: string | undefined;
  /** A confirmation that cannot be undone opens with the focus on Cancel. */
  focusCancel?: boolean;
  /** The dismiss button's words: "Cancel" unless the step says otherwise (e.g. "Back"). */
  cancelLabel?: string | undefined;
  onCancel: () => void;
}

/** The drawer form's last row: the form-level error, Cancel, and the busy-aware submit button. */
export function FormFooter({
  error,
  errorTitle = 'Not saved',
  submitLabel,
  busy,
  submitDisabled,
  cancelDisabled,
  submitColor,
  focusCancel = false,
  cancelLabel = 'Cancel',
  onCancel,
}: FormFooterProps) {
  return (
    <>
      {error ? (
        <Alert color="red" title={errorTitle} role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button
          variant="default"
          onClick={onCancel}
          disabled={cancelDisabled}
          data-autofocus={focusCancel || undefined}
        >
          {cancelLabel}
        </Button>
        <Button type="submit" color={submitColor} loading={busy} disabled={submitDisabled}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
