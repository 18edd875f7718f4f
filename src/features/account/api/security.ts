import { queryOptions } from '@tanstack/react-query';
import { authClient } from '@/api/auth-client';
import { api } from '@/api/client';
import { bodyOf, useCommand } from '@/api/queries';
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
  userAgent: string | null;
  ipAddress: string | null;
  lastActive: Date;
  createdAt: Date;
  isThisDevice: boolean;
}

/**
 * The person's sessions, by id (the service never sends a session's token): this device's first,
 * then the most recently active.
 */
export const sessionsQueryOptions = () =>
  queryOptions({
    queryKey: accountSecurityKeys.sessions(),
    queryFn: async ({ signal }): Promise<SignedInSession[]> => {
      const { sessions } = await bodyOf(api.GET('/app/me/sessions', { signal }));
      return sessions
        .map((s) => ({
          id: s.id,
          userAgent: s.user_agent,
          ipAddress: s.ip_address,
          lastActive: new Date(s.last_active_at),
          createdAt: new Date(s.created_at),
          isThisDevice: s.current,
        }))
        .sort(
          (a, b) =>
            Number(b.isThisDevice) - Number(a.isThisDevice) ||
            b.lastActive.getTime() - a.lastActive.getTime(),
        );
    },
  });

/** Ends one of the person's own sessions, by id. */
export const useEndSession = () =>
  useCommand(
    (sessionId: string) =>
      bodyOf(
        api.DELETE('/app/me/sessions/{session_id}', {
          params: { path: { session_id: sessionId } },
        }),
      ),
    { invalidates: accountSecurityKeys.sessions() },
  );

/** Ends every session of the person except this one. */
export const useEndOtherSessions = () =>
  useCommand(() => bodyOf(api.POST('/app/me/sessions/end-others')), {
    invalidates: accountSecurityKeys.sessions(),
  });
