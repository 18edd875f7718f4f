import { Alert, Button, Group, Modal, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';

interface ConfirmButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  'data-disabled'?: boolean;
  /** Label of the button that opens the dialog. */
  children: ReactNode;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** While the returned promise is pending the dialog stays open and the confirm button is busy. */
  onConfirm: () => Promise<unknown>;
}

/** A button that asks before running a command; a rejected command keeps the dialog open. */
export function ConfirmButton({
  children,
  title,
  message,
  confirmLabel,
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
        // Gated (src/lib/permissions) marks a control the person may not use; it must not open.
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
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={pending}>
            Cancel
          </Button>
          <Button color={color} loading={pending} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
