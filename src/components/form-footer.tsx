import { Alert, Button, Group } from '@mantine/core';

/**
 * A red submit is a move that cannot be undone (void, delete, cancel an order): its dismiss must
 * say what stays ("Keep payment", "Keep order"), never "Cancel" next to "Cancel order".
 */
export type DismissProps =
  | { submitColor?: undefined; cancelLabel?: string }
  | {
      /** The submit button's colour: red for a move that cannot be undone. */
      submitColor: string | undefined;
      /** The dismiss button's words ("Keep payment"); "Cancel" when not given. */
      cancelLabel: string;
    };

interface FormFooterProps {
  submitColor?: string | undefined;
  /** The dismiss button's words; "Cancel" when not given. */
  cancelLabel?: string | undefined;
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
  /** A confirmation that cannot be undone opens with the focus on its dismiss. */
  focusCancel?: boolean;
  onCancel: () => void;
}

/** The drawer form's last row: the form-level error, the dismiss, and the busy-aware submit button. */
export function FormFooter({
  error,
  errorTitle = 'Not saved',
  submitLabel,
  busy,
  submitDisabled,
  cancelDisabled,
  submitColor,
  cancelLabel = 'Cancel',
  focusCancel = false,
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
