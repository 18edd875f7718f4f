import { Drawer, Modal } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface RouteOverlayProps {
  title: string;
  /** Leaves the overlay's route; called once the closing animation has finished. */
  onClosed: () => void;
  /** Gets `close`, for example to close after a successful save. */
  children: (close: () => void) => ReactNode;
}

/**
 * An overlay that is a page of its own (deep-linkable). Closing plays the exit transition first,
 * then navigates and gives focus back to the element that opened it.
 */
function useRouteOverlay(onClosed: () => void) {
  const [opened, setOpened] = useState(true);
  // Mantine records the opener only when `opened` turns true; this overlay mounts already open.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  return {
    opened,
    close: () => setOpened(false),
    leave: () => {
      onClosed();
      if (opener?.isConnected) opener.focus();
    },
  };
}

/** A form or details page that slides in over its list: create, edit, history. */
export function RouteDrawer({ title, onClosed, children }: RouteOverlayProps) {
  const { opened, close, leave } = useRouteOverlay(onClosed);
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

/** A short command over its list, such as a confirmation or a clock-in. */
export function RouteModal({ title, onClosed, children }: RouteOverlayProps) {
  const { opened, close, leave } = useRouteOverlay(onClosed);
  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={leave}
      returnFocus={false}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {children(close)}
    </Modal>
  );
}
