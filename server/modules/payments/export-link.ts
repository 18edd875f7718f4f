import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PAYMENTS_EXPORT_LINK_SECONDS,
  PaymentReportQuery,
  type PaymentReportQueryT,
} from '@contract/payment-reports';
import type { MerchantContext } from '../context';
import { DomainError } from '../errors';
import { resolveFilters, type Filters } from './report-filters';

interface LinkBody {
  /** Merchant. */
  m: string;
  /** The filters as resolved when the link was made (so the file is the range the user saw). */
  f: Omit<Filters, 'merchant_id'>;
  /** Expiry, seconds since the epoch. */
  e: number;
}

function signLink(payload: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`payments-export:${payload}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * A link to the CSV of the filtered range, signed (HMAC with the service's paging secret) and
 * bound to the merchant, the resolved filters and an expiry a few minutes away. A browser
 * download cannot send the bearer token, so the link stands in for it — for this file only.
 */
export function createExportLink(
  ctx: MerchantContext,
  query: PaymentReportQueryT,
  secret: string,
  now = Date.now(),
): { url: string; expires_at: string } {
  const { merchant_id: _m, ...f } = resolveFilters(ctx.merchantId, query, new Date(now));
  const expires = Math.floor(now / 1000) + PAYMENTS_EXPORT_LINK_SECONDS;
  const body: LinkBody = { m: ctx.merchantId, f, e: expires };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  const token = `${payload}.${signLink(payload, secret)}`;
  return {
    url: `/app/exports/payments.csv?token=${token}`,
    expires_at: new Date(expires * 1000).toISOString(),
  };
}

const badLink = () =>
  new DomainError(
    'UNAUTHORIZED',
    'token: this export link is not valid: it was altered or has expired; export again from the app.',
    'token',
  );

/** The merchant and filters a link was made for; 401 when altered or expired. */
export function readExportLink(token: string, secret: string, now = Date.now()): Filters {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw badLink();
  const expected = Buffer.from(signLink(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badLink();
  let body: LinkBody;
  try {
    body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as LinkBody;
  } catch {
    throw badLink();
  }
  if (typeof body.e !== 'number' || body.e * 1000 <= now || typeof body.m !== 'string') {
    throw badLink();
  }
  // Signed by us, but parsed again: only well-formed filters reach the query.
  const parsed = PaymentReportQuery.safeParse({
    ...body.f,
    total: body.f.total === undefined ? undefined : String(body.f.total),
  });
  if (!parsed.success) throw badLink();
  return resolveFilters(body.m, parsed.data);
}
