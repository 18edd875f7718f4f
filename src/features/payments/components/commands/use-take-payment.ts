import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifyDone } from '@/components/notify';
import { formatMoney } from '@/lib/money';
import {
  commandPaymentOptions,
  useCancelPaymentByIdempotencyKey,
  useCreatePayment,
  type PaymentT,
} from '../../api/payment-commands';
import { describeCard } from '../../lib/allowed-commands';
import { createAttempt, outcomeUnknown } from '../../lib/attempt';
import { createAttemptBinding, type AttemptBinding } from '../../lib/bound-attempts';
import { recoverUnknownOutcome, safeToRetry, type Recovery } from '../../lib/recovery';
import type { TakePaymentBody } from '../../lib/take-payment';

/**
 * Where the virtual terminal is: the form; the create on its way; no answer (the card may or may
 * not have been charged) until the recovery learns what happened; done.
 */
export type TakePaymentState =
  | { step: 'form' }
  | { step: 'sending'; body: TakePaymentBody }
  | {
      step: 'unknown';
      /** What was sent; the form shows it and it can no longer change. */
      body: TakePaymentBody;
      /** The idempotency key of the unanswered create: the recovery cancels by it. */
      key: string;
      /** The recovery is running. */
      recovering: boolean;
      /** Why the last recovery gave no outcome. */
      error: unknown;
    }
  | {
      step: 'done';
      /**
       * The payment taken; after a recovery that found the first attempt gone through
       * (`recovery.kind === 'went-through'`), that attempt's payment, never retried.
       */
      payment: PaymentT;
      /** What the recovery found of the first attempt, when there was one. */
      recovery?: Recovery;
    };

/**
 * Creates without an answer, kept (in the tab's storage) until the recovery learnt their outcome:
 * the drawer closed and opened again, or the page reloaded, still offers only the recovery, never
 * a second charge (docs/decisions/2026-11-25-money-commands-unknown-outcome.md).
 */
const unansweredCreates = createAttemptBinding<TakePaymentBody>('ledgerline.unanswered-payments');
const TERMINAL = 'virtual-terminal';

interface TakePaymentOptions {
  /** Where an unanswered create is kept; tests pass their own. */
  binding?: AttemptBinding<TakePaymentBody>;
}

/**
 * The virtual terminal's flow. One attempt — one idempotency key — per payment: a double click
 * joins the send in flight. When the create gets no answer (time-out, lost connection), the app
 * cannot know whether the card was charged: `recover` cancels by the attempt's key, learns what
 * had happened, and retries with a new key only when nothing remains charged.
 */
export function useTakePayment({ binding = unansweredCreates }: TakePaymentOptions = {}) {
  const queryClient = useQueryClient();
  const create = useCreatePayment();
  const cancelByKey = useCancelPaymentByIdempotencyKey();
  const [bound] = useState(() => binding.get(TERMINAL));
  const [attempt, setAttempt] = useState(() => bound?.attempt ?? createAttempt());
  const [state, setState] = useState<TakePaymentState>(() =>
    bound
      ? {
          step: 'unknown',
          body: bound.body,
          key: bound.attempt.key,
          recovering: false,
          error: null,
        }
      : { step: 'form' },
  );
  // A new form for each payment taken.
  const [round, setRound] = useState(0);

  /** Sends with the attempt's key; a create without an answer leaves the state unknown. */
  const send = async (body: TakePaymentBody, recovery?: Recovery) => {
    try {
      const reply = await binding.send(TERMINAL, attempt, body, (idempotency_key) =>
        create.mutateAsync({ ...body, idempotency_key }),
      );
      if (!reply.payment) throw new Error('The service’s reply had no payment.');
      notifyDone(
        reply.payment.status === 'APPROVED' ? 'Payment authorized' : 'Payment taken',
        `${formatMoney(reply.payment.total_money)} on ${describeCard(reply.payment)}.`,
      );
      setState({ step: 'done', payment: reply.payment, ...(recovery ? { recovery } : {}) });
    } catch (error) {
      if (!outcomeUnknown(error)) throw error;
      setState({ step: 'unknown', body, key: attempt.key, recovering: false, error: null });
    }
  };

  /**
   * Charges the card. Resolves once the payment is taken or its outcome is unknown; rejects with
   * the service's refusal (e.g. a decline), the form open again to show it.
   */
  const charge = async (body: TakePaymentBody) => {
    setState({ step: 'sending', body });
    try {
      await send(body);
    } catch (error) {
      setState({ step: 'form' });
      throw error;
    }
  };

  /** The recovery of an unanswered create; a step without an answer leaves it to run again. */
  const recover = async () => {
    if (state.step !== 'unknown' || state.recovering) return;
    const { body, key } = state;
    setState({ step: 'unknown', body, key, recovering: true, error: null });
    try {
      const recovery = await recoverUnknownOutcome(key, {
        cancelByKey: (k) => cancelByKey.mutateAsync(k),
        replay: (k) => create.mutateAsync({ ...body, idempotency_key: k }),
        read: (id) => queryClient.fetchQuery(commandPaymentOptions(id)),
      });
      binding.forget(TERMINAL);
      if (!safeToRetry(recovery)) {
        setState({ step: 'done', payment: recovery.payment, recovery });
        return;
      }
      attempt.renew();
      await send(body, recovery);
    } catch (error) {
      setState({ step: 'unknown', body, key, recovering: false, error });
    }
  };

  /** A new payment: a new form and a new attempt. */
  const startOver = () => {
    setAttempt(createAttempt());
    setState({ step: 'form' });
    setRound((n) => n + 1);
  };

  return { state, round, charge, recover, startOver };
}
