import { z } from 'zod';
import { Money } from './common';

/** Most records of each kind one search returns. */
const SEARCH_LIMIT_MAX = 20;

/** `GET /app/search`: what was typed, and how many of each kind to return. */
export const SearchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty: type a name, an amount, the last 4 digits or an id' })
    .max(200, { error: 'must be at most 200 characters' })
    .meta({
      description:
        'Words, all of which must match: a name, email or external id (employees), a buyer’s ' +
        'email or name (online orders); or one amount in the merchant’s currency (`12.50`), ' +
        'the last 4 digits of a card, or a record’s id.',
    }),
  limit: z.coerce
    .number({ error: `must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` })
    .int({ error: `must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` })
    .min(1, { error: `must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` })
    .max(SEARCH_LIMIT_MAX, { error: `must be a whole number from 1 to ${SEARCH_LIMIT_MAX}` })
    .optional()
    .meta({ description: 'Most records of each kind (default 5).' }),
});

const SearchPayment = z
  .object({
    id: z.string(),
    location_id: z.string(),
    created_at: z.string(),
    status: z.string(),
    total_money: Money,
    card_brand: z.string().nullable(),
    last_4: z.string().nullable(),
  })
  .meta({ id: 'SearchPayment' });

const SearchRefund = z
  .object({
    id: z.string(),
    payment_id: z.string(),
    location_id: z.string(),
    created_at: z.string(),
    status: z.string(),
    amount_money: Money,
  })
  .meta({ id: 'SearchRefund' });

const SearchOrder = z
  .object({
    id: z.string(),
    location_id: z.string(),
    created_at: z.string(),
    state: z.string(),
    total_money: Money,
    buyer_email: z.string().nullable(),
    recipient_name: z.string().nullable(),
  })
  .meta({ id: 'SearchOrder' });

const SearchDeposit = z
  .object({
    id: z.string(),
    location_id: z.string(),
    initiated_at: z.string(),
    status: z.string(),
    total_money: Money,
  })
  .meta({ id: 'SearchDeposit' });

const SearchEmployee = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().nullable(),
    external_id: z.string().nullable(),
    status: z.string(),
  })
  .meta({ id: 'SearchEmployee' });

/**
 * What matched, newest first within each kind. A kind the caller may not read (a person's
 * permission set, a token's scopes) is left out, not sent empty.
 */
export const SearchResponse = z
  .object({
    payments: z.array(SearchPayment).optional(),
    refunds: z.array(SearchRefund).optional(),
    orders: z.array(SearchOrder).optional(),
    deposits: z.array(SearchDeposit).optional(),
    employees: z.array(SearchEmployee).optional(),
  })
  .meta({ id: 'SearchResponse' });

export type SearchResponseT = z.infer<typeof SearchResponse>;

/**
 * The words of a query: split on spaces, lower-cased, at most 6 (the rest are ignored). The
 * service and the web's own pickers read a query the same way.
 */
export function searchWords(query: string): string[] {
  return query.toLocaleLowerCase().split(/\s+/).filter(Boolean).slice(0, 6);
}
