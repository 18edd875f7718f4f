import {
  PAYMENTS_EXPORT_LINK_SECONDS,
  PaymentReportQuery,
  type PaymentReportQueryT,
} from '@contract/payment-reports';
import type { MerchantContext } from '../context';
import { badExportLink, createSignedExportLink, readSignedExportLink } from '../export-link';
import { resolveFilters, type Filters } from './report-filters';

const PURPOSE = 'payments-export';

/**
 * A link to the CSV of the filtered range (server/modules/export-link.ts), bound to the merchant
 * and the filters as resolved now (so the file is the range the user saw).
 */
export function createExportLink(
  ctx: MerchantContext,
  query: PaymentReportQueryT,
  secret: string,
  now = Date.now(),
): { url: string; expires_at: string } {
  const { merchant_id: _m, ...f } = resolveFilters(ctx.merchantId, query, new Date(now));
  return createSignedExportLink(
    PURPOSE,
    '/app/exports/payments.csv',
    { m: ctx.merchantId, f },
    PAYMENTS_EXPORT_LINK_SECONDS,
    secret,
    now,
  );
}

/** The merchant and filters a link was made for; 401 when altered or expired. */
export function readExportLink(token: string, secret: string, now = Date.now()): Filters {
  const body = readSignedExportLink(PURPOSE, token, secret, now) as {
    m?: unknown;
    f?: Partial<Omit<Filters, 'merchant_id'>>;
  };
  if (typeof body.m !== 'string' || typeof body.f !== 'object' || body.f === null) {
    throw badExportLink();
  }
  // Signed by us, but parsed again: only well-formed filters reach the query.
  const parsed = PaymentReportQuery.safeParse({
    ...body.f,
    total: body.f.total === undefined ? undefined : String(body.f.total),
  });
  if (!parsed.success) throw badExportLink();
  return resolveFilters(body.m, parsed.data);
}
