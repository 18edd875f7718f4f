import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ALL_PERMISSIONS, type Permission } from './schemas/permissions';
import { ApiRequestError, problemsFromBody } from './errors';

/**
 * The signed-in person as `GET /app/me` describes them. Read loosely: the web app needs only
 * these fields, and a permission it does not know (a newer service) is ignored.
 */
const MeBodySchema = z.object({
  id: z.string(),
  name: z.string().catch(''),
  email: z.string().catch(''),
  isOwner: z.boolean().catch(false),
  permissions: z.array(z.string()).catch([]),
  refundLimit: z.number().int().nullable().catch(null),
  twoFactorEnabled: z.boolean().catch(false),
  merchant: z
    .object({ name: z.string().catch(''), currency: z.string().catch('USD') })
    .optional()
    .catch(undefined),
});

export interface Me {
  id: string;
  name: string;
  email: string;
  isOwner: boolean;
  /** What their permission set grants; every permission for the owner. */
  permissions: ReadonlySet<Permission>;
  /** The largest refund they may issue, in the merchant's minor units; null: no limit. */
  refundLimit: number | null;
  twoFactorEnabled: boolean;
  merchant: { name: string; currency: string } | undefined;
}

const KNOWN = new Set<string>(ALL_PERMISSIONS);

export function parseMe(body: unknown): Me {
  // The service may wrap the person (`{ person: … }`) or answer with it directly.
  const raw = typeof body === 'object' && body !== null && 'person' in body ? body.person : body;
  const me = MeBodySchema.parse(raw);
  const permissions = me.isOwner
    ? ALL_PERMISSIONS
    : me.permissions.filter((p): p is Permission => KNOWN.has(p));
  return { ...me, merchant: me.merchant, permissions: new Set(permissions) };
}

export const meKeys = { all: ['me'] as const };

/**
 * Who is signed in. A 401 means no session (or it ended): the query cache then sends the person
 * to the sign-in page (see createQueryClient). The cookie goes with it (same origin).
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: async ({ signal }) => {
      const response = await globalThis.fetch(`${globalThis.location?.origin ?? ''}/app/me`, {
        signal,
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const problems = problemsFromBody(body);
        throw new ApiRequestError(
          response.status,
          problems.length > 0 ? problems : [{ message: `Request failed (${response.status})` }],
        );
      }
      return parseMe(body);
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
