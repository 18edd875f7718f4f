import { Drawer, Modal } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePhoneLayout } from '@/lib/use-phone-layout';
import { QueryState } from './query-state';
import classes from './route-drawer.module.css';

interface RouteOverlayProps {
  title: string;
  /** Leaves the overlay's route; called once the closing animation has finished. */
  onClosed: () => void;
  /** Gets `close`, for example to close after a successful save. */
  children: (close: () => void) => ReactNode;
  /** A drawer's width (Mantine size); `md` unless a wide table needs more. A phone's is the screen. */
  size?: string;
  /**
   * While a command is on its way: Escape, a click outside and the close button do nothing, so
   * the overlay cannot be dismissed while the request's outcome is still coming.
   */
  locked?: boolean;
}

/**
 * An overlay that is a page of its own (deep-linkable): a drawer for forms and details over a list,
 * a modal for a short command such as a confirmation. Closing plays the exit transition first,
 * then navigates and gives focus back to the element that opened it. Below the tablet width a
 * drawer is a full-screen sheet.
 */
function RouteOverlay({
  kind,
  title,
  onClosed,
  children,
  size = 'md',
  locked = false,
}: RouteOverlayProps & { kind: 'drawer' | 'modal' }) {
  const phone = usePhoneLayout();
  const [opened, setOpened] = useState(true);
  // Mantine records the opener only when `opened` turns true; this overlay mounts already open.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );
  const close = () => {
    if (!locked) setOpened(false);
  };
  const props = {
    opened,
    onClose: close,
    closeOnEscape: !locked,
    closeOnClickOutside: !locked,
    onExitTransitionEnd: () => {
      onClosed();
      if (opener?.isConnected) opener.focus();
    },
    returnFocus: false,
    title,
    closeButtonProps: { 'aria-label': 'Close', disabled: locked },
    children: children(close),
  };
  return kind === 'drawer' ? (
    <Drawer
      {...props}
      position="right"
      size={phone ? '100%' : size}
      padding={phone ? 'md' : 'lg'}
      classNames={{ body: classes.body }}
    />
  ) : (
    <Modal {...props} centered />
  );
}

export const RouteDrawer = (props: RouteOverlayProps) => <RouteOverlay kind="drawer" {...props} />;
export const RouteModal = (props: RouteOverlayProps) => <RouteOverlay kind="modal" {...props} />;

interface LoadedOverlayProps<T> extends Omit<RouteOverlayProps, 'children'> {
  kind?: 'drawer' | 'modal';
  /** The resource the overlay is about, e.g. the employee being edited. */
  query: UseQueryResult<T>;
  /** Names it while loading or when it could not be loaded, e.g. "the timecard". */
  subject: string;
  children: (resource: T, close: () => void) => ReactNode;
}

/** An overlay about one resource: loading and errors first, then `children` with the resource. */
export function LoadedOverlay<T>({
  kind = 'drawer',
  query,
  subject,
  children,
  ...props
}: LoadedOverlayProps<T>) {
  return (
    <RouteOverlay kind={kind} {...props}>
      {(close) => (
        <QueryState query={query} subject={subject} skeletonRows={kind === 'drawer' ? 6 : 2}>
          {(resource) => <FocusOnArrival>{children(resource, close)}</FocusOnArrival>}
        </QueryState>
      )}
    </RouteOverlay>
  );
}

/**
 * Mantine focuses `[data-autofocus]` as the overlay opens; content that arrives after its data has
 * loaded missed that moment, so it takes the focus itself (unless the person is already typing).
 */
function FocusOnArrival({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = ref.current?.querySelector<HTMLElement>('[data-autofocus]');
    const active = document.activeElement;
    const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
    if (target && !typing) target.focus();
  }, []);
  return (
    <div ref={ref} className={classes.contents}>
      {children}
    </div>
  );
}
