import { Drawer } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface RouteDrawerProps {
  title: string;
  /** Leaves the drawer's route; called once the closing animation has finished. */
  onClosed: () => void;
  /** Gets `close`, for example to close after a successful save. */
  children: (close: () => void) => ReactNode;
}

/**
 * A drawer that is a page of its own (deep-linkable). Closing plays the exit transition first, then
 * navigates and gives focus back to the link that opened it.
 */
export function RouteDrawer({ title, onClosed, children }: RouteDrawerProps) {
  const [opened, setOpened] = useState(true);
  // Mantine records the opener only when `opened` turns true; this drawer mounts already open.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const close = () => setOpened(false);
  const leave = () => {
    onClosed();
    if (opener?.isConnected) opener.focus();
  };

  return (
    <Drawer
      opened={opened}
      onClose={close}
      onExitTransitionEnd={leave}
      returnFocus={false}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      position="right"
      size="md"
      padding="lg"
    >
      {children(close)}
    </Drawer>
  );
}
