import { Tooltip, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  cloneElement,
  useCallback,
  useId,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { meQueryOptions, type Me } from '@/api/me';
import { PERMISSIONS, type OwnerPower, type Permission } from '@/api/schemas/permissions';

/** What a control may need: a permission of a permission set, or a power only the owner has. */
export type Power = Permission | OwnerPower;

function isPermission(power: Power): power is Permission {
  return power in PERMISSIONS;
}

/** May `me` do it? The owner may do everything; nobody may do anything before `me` is known. */
export function allows(me: Me | undefined, power: Power): boolean {
  if (!me) return false;
  if (me.isOwner) return true;
  return isPermission(power) && me.permissions.has(power);
}

/** Why a control is unavailable, in a manager's words. */
export function reasonFor(power: Power): string {
  if (!isPermission(power)) return 'Only the owner of the business can do this.';
  return `Your permission set does not include “${PERMISSIONS[power].label}”. Ask the owner.`;
}

export interface Permissions {
  /** The signed-in person; undefined only while it loads (the app shell loads it first). */
  me: Me | undefined;
  can: (power: Power) => boolean;
  isOwner: boolean;
  /** The largest refund they may issue (minor units); null: no limit. */
  refundLimit: number | null;
}

/**
 * The signed-in person's powers, read once from `GET /app/me` (cached for the session). With
 * `ask` false nothing is asked (pages for people not signed in, such as an invitation's, whose
 * 401 would send them to sign in): nothing is allowed.
 */
export function usePermissions(ask = true): Permissions {
  const { data: me } = useQuery({ ...meQueryOptions(), enabled: ask });
  const can = useCallback((power: Power) => allows(me, power), [me]);
  return {
    me,
    can,
    isOwner: me?.isOwner ?? false,
    refundLimit: me && !me.isOwner ? me.refundLimit : null,
  };
}

interface RequirePermissionProps {
  permission: Power;
  children: ReactNode;
  /** Shown instead when the person may not (nothing by default). */
  fallback?: ReactNode;
}

/** Shows its children only to a person who has the permission. */
export function RequirePermission({
  permission,
  children,
  fallback = null,
}: RequirePermissionProps) {
  const { can } = usePermissions();
  return can(permission) ? children : fallback;
}

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
