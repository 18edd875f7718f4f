import { Tooltip, VisuallyHidden } from '@mantine/core';
import { cloneElement, useId, type MouseEvent, type ReactElement } from 'react';
import { reasonFor, usePermissions, type Power } from './permissions';

interface GatedProps {
  permission: Power;
  /** One button or link button; it stays visible, but is disabled and says why. */
  children: ReactElement<GatedChildProps>;
}

interface GatedChildProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'data-disabled'?: boolean;
  'aria-disabled'?: boolean;
  'aria-describedby'?: string;
}

const refuse = (event: MouseEvent<HTMLElement>) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * A write control the person may lack the permission for: allowed, it is rendered as is;
 * otherwise it stays in place, focusable but disabled (`aria-disabled`, so keyboard and screen
 * reader users still reach it), and says why on hover and focus, and to screen readers.
 */
export function Gated({ permission, children }: GatedProps) {
  const { can } = usePermissions();
  const reasonId = useId();
  if (can(permission)) return children;
  const reason = reasonFor(permission);
  return (
    <>
      <Tooltip
        label={reason}
        multiline
        w={280}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        {cloneElement(children, {
          onClick: refuse,
          'data-disabled': true,
          'aria-disabled': true,
          'aria-describedby': reasonId,
        })}
      </Tooltip>
      <VisuallyHidden id={reasonId}>{reason}</VisuallyHidden>
    </>
  );
}
