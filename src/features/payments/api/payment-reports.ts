import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { bodyOf } from '@/api/queries';
import type { PaymentFilterQuery } from '../lib/payments-search';
import { paymentKeys } from './keys';

/** Totals of the filtered range (count, gross, tips, refunded, fees, net): one request. */
export function paymentTotalsOptions(query: PaymentFilterQuery) {
  return queryOptions({
    queryKey: paymentKeys.totals(query),
    queryFn: async ({ signal }) =>
      (await bodyOf(api.GET('/app/payments/totals', { params: { query }, signal }))).totals,
    placeholderData: (previous) => previous,
  });
}

export const usePaymentTotals = (query: PaymentFilterQuery) =>
  useQuery(paymentTotalsOptions(query));

/** A short-lived signed link to the CSV of the filtered range (`ExportCsvButton` downloads it). */
export const paymentsExportLink = (query: PaymentFilterQuery) =>
  bodyOf(api.POST('/app/payments/export', { params: { query } }));

/** The sale a payment is a tender of: its checkout id (the V1Payment id) and tender count. */
export function paymentCheckoutOptions(paymentId: string) {
  return queryOptions({
    queryKey: paymentKeys.checkout(paymentId),
    queryFn: async ({ signal }) =>
      (
        await bodyOf(
          api.GET('/app/payments/{payment_id}/checkout', {
            params: { path: { payment_id: paymentId } },
            signal,
          }),
        )
      ).checkout,
  });
}

export const usePaymentCheckout = (paymentId: string) =>
  useQuery(paymentCheckoutOptions(paymentId));

/** A payment's fee, net, refunded and left to refund, as the service's one money rule gives them. */
function paymentMoneyOptions(paymentId: string) {
  return queryOptions({
    queryKey: paymentKeys.money(paymentId),
    queryFn: async ({ signal }) =>
      (
        await bodyOf(
          api.GET('/app/payments/{payment_id}/money', {
            params: { path: { payment_id: paymentId } },
            signal,
          }),
        )
      ).money,
  });
}

export const usePaymentMoney = (paymentId: string) => useQuery(paymentMoneyOptions(paymentId));
