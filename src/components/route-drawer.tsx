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
 * A drawer that is a page of its own (deep-linkable). Closing plays the exit transition first and
 * then navigates, so focus returns to the control that opened it.
 */
export function RouteDrawer({ title, onClosed, children }: RouteDrawerProps) {
  const [opened, setOpened] = useState(true);
  const close = () => setOpened(false);

  return (
    <Drawer
      opened={opened}
      onClose={close}
      onExitTransitionEnd={onClosed}
      title={title}
      position="right"
      size="md"
      padding="lg"
    >
      {children(close)}
    </Drawer>
  );
}
