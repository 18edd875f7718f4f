import { useQuery } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
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
