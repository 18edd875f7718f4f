import { queryOptions } from '@tanstack/react-query';
import { ALL_PERMISSIONS, type Permission } from './schemas/permissions';
import { api, type paths } from './client';
import { ApiRequestError } from './errors';

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
  merchant: { name: string; currency: string };
}

const KNOWN = new Set<string>(ALL_PERMISSIONS);

type MeBody = paths['/app/me']['get']['responses'][200]['content']['application/json'];

/**
 * The person `GET /app/me` describes. A token (not a person) or no person is "not signed in":
 * the back office is for people.
 */
function parseMe(body: MeBody): Me {
  const { person, merchant } = body;
  if (!person)
    throw new ApiRequestError(401, [{ message: 'Sign in as a person to use the back office.' }]);
  const permissions = person.is_owner
    ? ALL_PERMISSIONS
    : person.permissions.filter((p): p is Permission => KNOWN.has(p));
  return {
    id: person.id,
    name: person.name,
    email: person.email,
    isOwner: person.is_owner,
    permissions: new Set(permissions),
    refundLimit: person.refund_limit,
    twoFactorEnabled: person.two_factor_enabled,
    merchant: { name: merchant.business_name, currency: merchant.currency },
  };
}

export const meKeys = { all: ['me'] as const };

/**
 * Who is signed in. A 401 means no session (or it ended): the query cache then sends the person
 * to the sign-in page (see createQueryClient). The cookie goes with it (same origin).
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meKeys.all,
    queryFn: async ({ signal }) => parseMe((await api.GET('/app/me', { signal })).data!),
    staleTime: 5 * 60_000,
    retry: false,
  });
