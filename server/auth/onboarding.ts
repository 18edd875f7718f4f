import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { newId } from '../lib/ids';
import { nowStored } from '../lib/time';
import { ensureBuiltInSets } from './team';
import { issueToken, type IssuedToken } from './tokens';
import type { Scope } from './scopes';

export interface NewMerchant {
  businessName: string;
  /** ISO 3166-1 alpha-2, e.g. US. */
  country: string;
  /** ISO 4217, e.g. USD. */
  currency: string;
  languageCode: string;
  approved: boolean;
  location: {
    name: string;
    /** IANA time zone, e.g. America/New_York. */
    timezone: string;
    addressLine1?: string | undefined;
    locality?: string | undefined;
    region?: string | undefined;
    postalCode?: string | undefined;
  };
  /** Scopes of the first token. */
  scopes: readonly Scope[];
}

export interface OnboardedMerchant {
  merchantId: string;
  locationId: string;
  token: IssuedToken;
}

/** The problems with `input`, one sentence each naming the option; empty when it is valid. */
export function merchantProblems(input: NewMerchant): string[] {
  const problems: string[] = [];
  const text = (value: string, option: string) => {
    if (value.trim().length === 0) problems.push(`${option} must not be empty`);
    else if (value.length > 255) problems.push(`${option} must be at most 255 characters`);
  };
  text(input.businessName, '--name');
  text(input.location.name, '--location');
  if (!/^[A-Z]{2}$/.test(input.country)) {
    problems.push('--country must be an ISO 3166 two-letter code such as US');
  }
  if (!/^[A-Z]{3}$/.test(input.currency)) {
    problems.push('--currency must be an ISO 4217 three-letter code such as USD');
  }
  if (!/^[a-z]{2,3}(-[A-Z]{2})?$/.test(input.languageCode)) {
    problems.push('--language must be a language tag such as en-US');
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: input.location.timezone });
  } catch {
    problems.push('--timezone must be an IANA time zone such as America/New_York');
  }
  for (const [value, option] of [
    [input.location.addressLine1, '--address'],
    [input.location.locality, '--city'],
    [input.location.region, '--region'],
    [input.location.postalCode, '--postal-code'],
  ] as const) {
    if (value !== undefined) text(value, option);
  }
  return problems;
}

/** Creates the merchant, its first location and its first token, in one transaction. */
export async function onboardMerchant(
  db: Kysely<DB>,
  input: NewMerchant,
): Promise<OnboardedMerchant> {
  const merchantId = newId();
  const locationId = newId();
  const createdAt = nowStored();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('merchants')
      .values({
        id: merchantId,
        business_name: input.businessName.trim(),
        approved: input.approved ? 1 : 0,
        country: input.country,
        currency: input.currency,
        language_code: input.languageCode,
        created_at: createdAt,
      })
      .execute();
    await trx
      .insertInto('locations')
      .values({
        id: locationId,
        merchant_id: merchantId,
        name: input.location.name.trim(),
        timezone: input.location.timezone,
        address_line_1: input.location.addressLine1 ?? null,
        locality: input.location.locality ?? null,
        administrative_district_level_1: input.location.region ?? null,
        postal_code: input.location.postalCode ?? null,
        country: input.country,
        currency: input.currency,
        status: 'ACTIVE',
        created_at: createdAt,
      })
      .execute();
    await ensureBuiltInSets(trx, merchantId);
    const token = await issueToken(trx, merchantId, input.scopes, 'first token (npm run merchant)');
    return { merchantId, locationId, token };
  });
}
