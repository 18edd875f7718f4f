import { queryOptions } from '@tanstack/react-query';
import { authClient } from '@/api/auth-client';
import { authResult as unwrap } from '@/api/auth-errors';
import { accountSecurityKeys } from './keys';

export interface Passkey {
  id: string;
  name: string | null;
  createdAt: Date | null;
  deviceType: string | null;
}

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: accountSecurityKeys.passkeys(),
    queryFn: async (): Promise<Passkey[]> => {
      const passkeys = await unwrap(authClient.passkey.listUserPasskeys());
      return passkeys.map((p) => ({
        id: p.id,
        name: p.name ?? null,
        createdAt: p.createdAt ? new Date(p.createdAt) : null,
        deviceType: p.deviceType ?? null,
      }));
    },
  });

export interface SignedInSession {
  id: string;
  /** better-auth names a session to end by its token; it never leaves this module's callers. */
  token: string;
  userAgent: string | null;
  ipAddress: string | null;
  lastActive: Date;
  createdAt: Date;
  isThisDevice: boolean;
}

/** The person's sessions, this device's first, then the most recently active. */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountSecurityKeys.sessions(),
    queryFn: async (): Promise<SignedInSession[]> => {
      const [sessions, current] = await Promise.all([
        unwrap(authClient.listSessions()),
        unwrap(authClient.getSession()),
      ]);
      return sessions
        .map((s) => ({
          id: s.id,
          token: s.token,
          userAgent: s.userAgent ?? null,
          ipAddress: s.ipAddress ?? null,
          lastActive: new Date(s.updatedAt),
          createdAt: new Date(s.createdAt),
          isThisDevice: s.id === current.session.id,
        }))
        .sort(
          (a, b) =>
            Number(b.isThisDevice) - Number(a.isThisDevice) ||
            b.lastActive.getTime() - a.lastActive.getTime(),
        );
    },
  });
