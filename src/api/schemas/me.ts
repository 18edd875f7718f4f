import { z } from 'zod';
import { ALL_PERMISSIONS, type Permission } from './permissions';

export const PermissionSchema = z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]]);

const OwnerPowerSchema = z.enum(['team.manage', 'bank-accounts.manage', 'apps.manage']);

/** The signed-in person, as the web app shows them and decides what to offer. */
const MePerson = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    is_owner: z.boolean(),
    permissions: z.array(PermissionSchema).meta({
      description: 'What their permission set grants (every permission for the owner).',
    }),
    owner_powers: z.array(OwnerPowerSchema).meta({
      description: 'Powers only the owner has (people, bank accounts, apps); empty for others.',
    }),
    refund_limit: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Largest refund in the merchant's minor units; null: no limit." }),
    two_factor_enabled: z.boolean(),
    permission_set: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .meta({ description: 'Null for the owner.' }),
  })
  .meta({ id: 'MePerson' });

/** An access token calling instead of a person. */
const MeToken = z
  .object({ id: z.string(), label: z.string(), scopes: z.array(z.string()) })
  .meta({ id: 'MeToken' });

export const MeResponse = z
  .object({
    kind: z.enum(['session', 'token']),
    person: MePerson.nullable(),
    token: MeToken.nullable(),
    merchant: z.object({
      id: z.string(),
      business_name: z.string(),
      currency: z.string(),
      approved: z.boolean(),
    }),
  })
  .meta({ id: 'MeResponse' });
export type MeResponse = z.infer<typeof MeResponse>;

/** A first password for someone who signed in by a one-time link (the demo owner, invitations). */
export const SetFirstPasswordRequest = z
  .object({
    new_password: z
      .string({ error: 'must be a string' })
      .min(10, { error: 'must be at least 10 characters' })
      .max(128, { error: 'must be at most 128 characters' }),
  })
  .meta({ id: 'SetFirstPasswordRequest' });

export const SetFirstPasswordResponse = z
  .object({ password_set: z.literal(true) })
  .meta({ id: 'SetFirstPasswordResponse' });

/** One place the signed-in person is signed in, named by id (never by its token). */
const MySession = z
  .object({
    id: z.string(),
    created_at: z.string().meta({ description: 'When they signed in there (UTC).' }),
    last_active_at: z.string().meta({ description: 'Last time the session was refreshed (UTC).' }),
    expires_at: z.string(),
    ip_address: z.string().nullable(),
    user_agent: z.string().nullable(),
    current: z.boolean().meta({ description: 'True for the session making this request.' }),
  })
  .meta({ id: 'MySession' });
export type MySessionT = z.infer<typeof MySession>;

export const ListMySessionsResponse = z
  .object({
    sessions: z.array(MySession).meta({
      description: 'Unexpired sessions: the current one first, then the most recently active.',
    }),
  })
  .meta({ id: 'ListMySessionsResponse' });

export const EndMySessionResponse = z
  .object({ ended: z.literal(true), was_current: z.boolean() })
  .meta({ id: 'EndMySessionResponse' });

export const EndOtherSessionsResponse = z
  .object({ ended_count: z.number().int() })
  .meta({ id: 'EndOtherSessionsResponse' });
