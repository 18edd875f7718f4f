import {
  queryOptions,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { bodyOf } from '@/api/queries';
import type { CreatePaymentRequest, PaymentT } from '@/api/schemas/payments';
import type { PaymentRefund, RefundPaymentRequest } from '@/api/schemas/refunds';
import { NotSentError } from '../lib/attempt';
import { paymentKeys } from './keys';

/**
 * The Payments area's writes: capture (complete) and void (cancel) an approved payment, refund
 * one, take a payment, and cancel a payment by the idempotency key of its create. Each marks
 * every payments query (lists, totals, the drawer, refunds) stale once the service answered —
 * also when it refused, since a refusal such as an expired authorization means the payment
 * changed under the page.
 */

export type CreatePaymentBody = z.input<typeof CreatePaymentRequest>;
export type RefundPaymentBody = z.input<typeof RefundPaymentRequest>;
export type RefundT = z.output<typeof PaymentRefund>;
export type { PaymentT };

/** How long the app waits for a money command before it says the outcome is unknown. */
export const CREATE_PAYMENT_TIMEOUT_MS = 15_000;
export const COMMAND_TIMEOUT_MS = CREATE_PAYMENT_TIMEOUT_MS;

/** The reason fetch rejects with once a create has waited too long. */
export class PaymentTimeoutError extends Error {
  constructor() {
    super('The service did not answer in time.');
    this.name = 'PaymentTimeoutError';
  }
}

/** A signal that aborts after `ms` (a plain timer, so a test clock can run it out). */
function timeoutSignal(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new PaymentTimeoutError()), ms);
  return controller.signal;
}

const COMMAND_KEY = [...paymentKeys.all, 'command'] as const;

/** Whether a money command is on its way: its dialog cannot be dismissed meanwhile. */
export const useCommandInFlight = () => useIsMutating({ mutationKey: COMMAND_KEY }) > 0;

/**
 * A money command goes out now or not at all. React Query's default network mode pauses a
 * mutation while the browser is offline and sends it when the network returns — possibly long
 * after the manager closed the dialog. So it runs in `always` mode and refuses, before sending,
 * while offline (docs/decisions/2026-11-25-money-commands-unknown-outcome.md).
 */
function usePaymentsCommand<TVariables, TData>(
  mutationFn: (variables: TVariables) => Promise<TData>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) =>
      navigator.onLine === false ? Promise.reject(new NotSentError()) : mutationFn(variables),
    networkMode: 'always',
    mutationKey: COMMAND_KEY,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
  });
}

/** Captures an APPROVED payment (delayed capture). */
export const useCompletePayment = () =>
  usePaymentsCommand((paymentId: string) =>
    bodyOf(
      api.POST('/v2/payments/{id}/complete', {
        params: { path: { id: paymentId } },
        signal: timeoutSignal(COMMAND_TIMEOUT_MS),
      }),
    ),
  );

/** Voids an APPROVED payment. */
export const useCancelPayment = () =>
  usePaymentsCommand((paymentId: string) =>
    bodyOf(
      api.POST('/v2/payments/{id}/cancel', {
        params: { path: { id: paymentId } },
        signal: timeoutSignal(COMMAND_TIMEOUT_MS),
      }),
    ),
  );

/** Refunds a COMPLETED payment, fully or partly; gives up waiting after `COMMAND_TIMEOUT_MS`. */
export const useRefundPayment = () =>
  usePaymentsCommand((body: RefundPaymentBody) =>
    bodyOf(api.POST('/v2/refunds', { body, signal: timeoutSignal(COMMAND_TIMEOUT_MS) })),
  );

/** Takes a payment; gives up waiting after `CREATE_PAYMENT_TIMEOUT_MS` (the outcome unknown). */
export const useCreatePayment = () =>
  usePaymentsCommand((body: CreatePaymentBody) =>
    bodyOf(api.POST('/v2/payments', { body, signal: timeoutSignal(CREATE_PAYMENT_TIMEOUT_MS) })),
  );

/** Voids the payment a create with this key made, if it made one and it is still APPROVED. */
export const useCancelPaymentByIdempotencyKey = () =>
  usePaymentsCommand((idempotencyKey: string) =>
    bodyOf(
      api.POST('/v2/payments/cancel', {
        body: { idempotency_key: idempotencyKey },
        signal: timeoutSignal(COMMAND_TIMEOUT_MS),
      }),
    ),
  );

/**
 * A payment with what is left to refund, read fresh: the payment (its status decides whether a
 * refund is offered) and its money as the service's one money rule gives it (completed and pending
 * refunds count), so the dialog never works the amount out itself.
 */
export function refundStateOptions(paymentId: string) {
  return queryOptions({
    queryKey: [...paymentKeys.payments(), 'refund-state', paymentId] as const,
    queryFn: async ({ signal }) => {
      const [{ payment }, { money }] = await Promise.all([
        bodyOf(api.GET('/v2/payments/{id}', { params: { path: { id: paymentId } }, signal })),
        bodyOf(
          api.GET('/app/payments/{payment_id}/money', {
            params: { path: { payment_id: paymentId } },
            signal,
          }),
        ),
      ]);
      if (!payment) throw new Error("The service's reply had no payment.");
      return { payment, money };
    },
    staleTime: 0,
  });
}

export const useRefundState = (paymentId: string) => useQuery(refundStateOptions(paymentId));

/** One payment, read fresh for a command's confirmation (its status decides what is allowed). */
export function commandPaymentOptions(paymentId: string) {
  return queryOptions({
    queryKey: [...paymentKeys.payments(), 'for-command', paymentId] as const,
    queryFn: async ({ signal }) => {
      const { payment } = await bodyOf(
        api.GET('/v2/payments/{id}', {
          params: { path: { id: paymentId } },
          signal,
        }),
      );
      if (!payment) throw new Error("The service's reply had no payment.");
      return payment;
    },
    staleTime: 0,
  });
}

export const useCommandPayment = (paymentId: string) => useQuery(commandPaymentOptions(paymentId));
