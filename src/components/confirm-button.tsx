import { Alert, Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';

interface ConfirmActionsProps {
  /**
   * The dismiss button, in the words of what stays: "Keep order", "Keep shift", "Stay signed
   * in". Never "Cancel": next to "Cancel order" it would read as the action itself.
   */
  keepLabel: string;
  /** Names the action: "Delete shift", "Void payment". */
  confirmLabel: string;
  /** Red for what cannot be undone (delete, void, revoke, cancel an order). */
  color?: ButtonProps['color'];
  pending: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/**
 * The last row of every confirmation: the dismiss ("Keep …", focused first, so Enter keeps) and
 * the button that names the action.
 */
export function ConfirmActions({
  keepLabel,
  confirmLabel,
  color,
  pending,
  onKeep,
  onConfirm,
}: ConfirmActionsProps) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onKeep} disabled={pending} data-autofocus>
        {keepLabel}
      </Button>
      <Button color={color} loading={pending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </Group>
  );
}

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  'data-disabled'?: boolean;
  /** Label of the button that opens the dialog. */
  children: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The dismiss: what stays as it is ("Keep invitation", "Keep shift open"); never "Cancel". */
  keepLabel: string;
  /** While the returned promise is pending the dialog stays open and the confirm button is busy. */
  onConfirm: () => Promise<unknown>;
}

/** A button that asks before running a command; a rejected command keeps the dialog open. */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
  keepLabel,
  onConfirm,
  color,
  ...buttonProps
}: ConfirmButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const openDialog = () => {
    setFailed(false);
    open();
  };

  const confirm = async () => {
    setPending(true);
    setFailed(false);
    try {
      await onConfirm();
      close();
    } catch {
      setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button
        color={color}
        {...buttonProps}
        // Gated (src/lib/gated) marks a control the person may not use; it must not open.
        onClick={buttonProps['data-disabled'] ? undefined : openDialog}
      >
        {children}
      </Button>
      <Modal
        opened={opened}
        onClose={pending ? () => undefined : close}
        title={title}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text mb="md">{message}</Text>
        {failed ? (
          <Alert color="red" mb="md" role="alert">
            That did not work. Nothing was changed; you can try again.
          </Alert>
        ) : null}
        <ConfirmActions
          keepLabel={keepLabel}
          confirmLabel={confirmLabel}
          color={color}
          pending={pending}
          onKeep={close}
          onConfirm={() => void confirm()}
        />
      </Modal>
    </>
  );
}
