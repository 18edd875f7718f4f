import { z } from 'zod';

/**
 * The owner's Developer area: personal access tokens, OAuth apps, connected apps, and the OAuth
 * consent page (what an app asks for, and the decision). Back-office operations (`/app/...`).
 */

/** Square's 2019 OAuth permission names (the scopes a token carries). */
export const OAUTH_SCOPES = [
  'BANK_ACCOUNTS_READ',
  'CUSTOMERS_READ',
  'CUSTOMERS_WRITE',
  'EMPLOYEES_READ',
  'EMPLOYEES_WRITE',
  'INVENTORY_READ',
  'INVENTORY_WRITE',
  'ITEMS_READ',
  'ITEMS_WRITE',
  'MERCHANT_PROFILE_READ',
  'ORDERS_READ',
  'ORDERS_WRITE',
  'PAYMENTS_READ',
  'PAYMENTS_WRITE',
  'PAYMENTS_WRITE_ADDITIONAL_RECIPIENTS',
  'PAYMENTS_WRITE_IN_PERSON',
  'SETTLEMENTS_READ',
  'TIMECARDS_READ',
  'TIMECARDS_WRITE',
  'TIMECARDS_SETTINGS_READ',
  'TIMECARDS_SETTINGS_WRITE',
] as const;
export const OAuthScope = z.enum(OAUTH_SCOPES).meta({ id: 'OAuthScope' });
export type OAuthScope = z.infer<typeof OAuthScope>;

/** Each scope in a manager's words, as the token form and the consent page show it. */
export const SCOPE_LABELS: Record<OAuthScope, string> = {
  BANK_ACCOUNTS_READ: 'See the bank accounts deposits go to',
  CUSTOMERS_READ: 'See customers',
  CUSTOMERS_WRITE: 'Add and edit customers',
  EMPLOYEES_READ: 'See employees, roles and wages',
  EMPLOYEES_WRITE: 'Add and edit employees and roles',
  INVENTORY_READ: 'See inventory',
  INVENTORY_WRITE: 'Change inventory',
  ITEMS_READ: 'See items',
  ITEMS_WRITE: 'Add and edit items',
  MERCHANT_PROFILE_READ: 'See the business and its locations',
  ORDERS_READ: 'See online orders',
  ORDERS_WRITE: 'Act on online orders',
  PAYMENTS_READ: 'See payments, refunds and cash drawers',
  PAYMENTS_WRITE: 'Take payments and issue refunds',
  PAYMENTS_WRITE_ADDITIONAL_RECIPIENTS: 'Take an app fee from payments',
  PAYMENTS_WRITE_IN_PERSON: 'Take payments in person',
  SETTLEMENTS_READ: 'See deposits',
  TIMECARDS_READ: 'See timecards and shifts',
  TIMECARDS_WRITE: 'Edit timecards and shifts',
  TIMECARDS_SETTINGS_READ: 'See break types and the workweek',
  TIMECARDS_SETTINGS_WRITE: 'Change break types and the workweek',
};

const Timestamp = z.string().meta({ description: 'UTC, ISO 8601.' });

export const PersonalToken = z
  .object({
    id: z.string(),
    label: z.string(),
    scopes: z.array(z.string()),
    created_by: z.string().nullable().meta({ description: 'Who made it; null: the command line.' }),
    created_at: Timestamp,
    last_used_at: Timestamp.nullable().meta({ description: 'To the minute; null: never used.' }),
  })
  .meta({ id: 'PersonalToken' });
export type PersonalToken = z.infer<typeof PersonalToken>;

export const ListPersonalTokensResponse = z.object({ tokens: z.array(PersonalToken) });

export const CreatePersonalTokenRequest = z
  .object({
    label: z
      .string({ error: 'label is required' })
      .trim()
      .min(1, { error: 'label must not be empty' })
      .max(100, { error: 'label must be at most 100 characters' }),
    scopes: z
      .array(OAuthScope, { error: 'scopes must be a list of permissions' })
      .min(1, { error: 'scopes must name at least one permission' }),
  })
  .meta({ id: 'CreatePersonalTokenRequest' });
export type CreatePersonalTokenRequest = z.infer<typeof CreatePersonalTokenRequest>;

export const CreatePersonalTokenResponse = z.object({
  token: PersonalToken,
  access_token: z.string().meta({ description: 'Shown once; only its hash is kept.' }),
});

export const OAuthApp = z
  .object({
    id: z.string(),
    name: z.string(),
    client_id: z.string(),
    redirect_urls: z.array(z.string()),
    created_at: Timestamp,
  })
  .meta({ id: 'OAuthApp' });
export type OAuthApp = z.infer<typeof OAuthApp>;

export const ListOAuthAppsResponse = z.object({ apps: z.array(OAuthApp) });

export const CreateOAuthAppRequest = z
  .object({
    name: z
      .string({ error: 'name is required' })
      .trim()
      .min(1, { error: 'name must not be empty' })
      .max(100, { error: 'name must be at most 100 characters' }),
    redirect_urls: z
      .array(
        z.string().trim().max(2000, { error: 'each redirect URL must be at most 2000 characters' }),
      )
      .min(1, { error: 'redirect_urls must list at least one URL' })
      .max(10, { error: 'redirect_urls may list at most 10 URLs' }),
  })
  .meta({ id: 'CreateOAuthAppRequest' });
export type CreateOAuthAppRequest = z.infer<typeof CreateOAuthAppRequest>;

export const CreateOAuthAppResponse = z.object({
  app: OAuthApp,
  client_secret: z.string().meta({ description: 'Shown once; only its hash is kept.' }),
});

export const ConnectedApp = z
  .object({
    app_id: z.string(),
    name: z.string(),
    client_id: z.string(),
    scopes: z.array(z.string()),
    connected_at: Timestamp,
    last_used_at: Timestamp.nullable(),
    expires_at: Timestamp.nullable().meta({
      description: 'When its newest access token expires (it can renew it with its refresh token).',
    }),
  })
  .meta({ id: 'ConnectedApp' });
export type ConnectedApp = z.infer<typeof ConnectedApp>;

export const ListConnectedAppsResponse = z.object({ apps: z.array(ConnectedApp) });

export const IdParam = z.object({ id: z.string().max(64) });
export const Empty = z.object({});

/** The authorization request, as /oauth2/authorize passed it to the consent page. */
export const ConsentQuery = z.object({
  client_id: z.string().optional(),
  scope: z.string().optional(),
  state: z.string().max(2000).optional(),
  redirect_uri: z.string().optional(),
  response_type: z.string().optional(),
  code_challenge: z.string().optional(),
  code_challenge_method: z.string().optional(),
});
export type ConsentQuery = z.infer<typeof ConsentQuery>;

export const GetConsentResponse = z
  .object({
    app_name: z.string().nullable(),
    scopes: z.array(z.string()),
    redirect_url: z.string().nullable(),
    /** Set when the request cannot go on (the page says it; the browser goes nowhere). */
    problem: z.string().nullable(),
    /** Set when the app must be told the request was wrong (invalid_scope, …). */
    error_redirect: z.string().nullable(),
    /** What the signed-in person lacks to allow it (empty: they may). */
    missing: z.array(z.string()),
  })
  .meta({ id: 'GetConsentResponse' });
export type GetConsentResponse = z.infer<typeof GetConsentResponse>;

export const ConsentDecisionRequest = ConsentQuery.extend({
  decision: z.enum(['allow', 'deny'], { error: 'decision must be allow or deny' }),
}).meta({ id: 'ConsentDecisionRequest' });
export type ConsentDecisionRequest = z.infer<typeof ConsentDecisionRequest>;

export const ConsentDecisionResponse = z
  .object({
    redirect_url: z.string().meta({
      description:
        "Where the browser goes next: the app's redirect URL with code and state, or error=access_denied.",
    }),
  })
  .meta({ id: 'ConsentDecisionResponse' });
