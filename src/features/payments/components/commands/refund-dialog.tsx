import { Alert, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { FactsTable } from '@/components/facts-table';
import { asSentence } from '@/components/form-errors';
import { MoneyField, TextareaField } from '@/components/form-fields';
import { notifyDone } from '@/components/notify';
import { RouteModal } from '@/components/route-drawer';
import { QueryState } from '@/components/query-state';
import { formatMoney, type MoneyAmount } from '@/lib/money';
import { usePermissions } from '@/lib/permissions';
import { useRefundPayment, useRefundState, type RefundT } from '../../api/payment-commands';
import { createAttempt, type Attempt } from '../../lib/attempt';
import { createAttemptBinding, type BoundAttempt } from '../../lib/bound-attempts';
import { describeCard, refundDestination, type PaymentFacts } from '../../lib/allowed-commands';
import { describePaymentFailure } from '../../lib/payment-errors';
import { emptyRefundForm, refundFormSchema, type RefundBody } from '../../lib/refund-form';
import { useBackTo } from './use-back';
import { ClosableNotice } from '@/components/closable-notice';

const labels = { amount_money: 'the amount', reason: 'the reason' };

/**
 * Refunds sent without an answer yet, by payment id: the dialog stays bound to such a refund
 * (same key, same amount and reason) until its outcome is known, also after it is closed and
 * opened again or the page reloaded (docs/decisions/2026-11-25-money-commands-unknown-outcome.md).
 */
const refundAttempts = createAttemptBinding<RefundBody>('ledgerline.unanswered-refunds');

const useBoundRefund = (paymentId: string) =>
  useSyncExternalStore(refundAttempts.subscribe, () => refundAttempts.get(paymentId));

/** Sends a refund through the binding, so a lost answer leaves the attempt bound to the payment. */
function useSendRefund(paymentId: string) {
  const refund = useRefundPayment();
  const send = (attempt: Attempt, body: RefundBody) =>
    refundAttempts.send(paymentId, attempt, body, (idempotency_key, sent) =>
      refund.mutateAsync({ ...sent, idempotency_key }),
    );
  return { send };
}

function notifyRefunded(made: RefundT) {
  notifyDone('Refund sent', `Refunded ${formatMoney(made.amount_money)}.`);
}

/** The refund dialog, a route of its own: `/payments/$paymentId/refund`. */
export function RefundDialog() {
  const paymentId = useParams({ strict: false, select: (params) => params.paymentId ?? '' });
  const back = useBackTo();
  const state = useRefundState(paymentId);
  const bound = useBoundRefund(paymentId);
  return (
    <RouteModal
      title="Refund payment"
      locked={bound?.sending ?? false}
      onClosed={() => back.payment(paymentId)}
    >
      {(close) => (
        <QueryState query={state} subject="the payment" skeletonRows={3}>
          {({ payment, money }) => (
            <RefundContent
              payment={{ ...payment, id: paymentId }}
              remaining={money.left_to_refund_money}
              rereading={state.isFetching}
              bound={bound}
              onDone={close}
            />
          )}
        </QueryState>
      )}
    </RouteModal>
  );
}

interface RefundContentProps {
  payment: PaymentFacts & { id: string };
  /** What is left to refund, as the service last answered. */
  remaining: MoneyAmount;
  /** The payment and its refunds are being read again. */
  rereading: boolean;
  bound: BoundAttempt<RefundBody> | undefined;
  onDone: () => void;
}

function RefundContent({ payment, remaining, rereading, bound, onDone }: RefundContentProps) {
  // What this dialog refunded. The payment and its refunds are read again before the refund
  // resolves, so `remaining` is then what is left after it.
  const [refunded, setRefunded] = useState<RefundT | null>(null);
  // The form's attempt; its key is renewed once the service answers one.
  const [attempt] = useState(() => createAttempt());
  // A bound refund's check that the service refused: the form opens again with the reason.
  const [refusal, setRefusal] = useState<unknown>(null);
  const total = formatMoney(payment.total_money);
  const card = describeCard(payment);

  if (refunded) {
    return (
      <Stack gap="md">
        <Alert color="blue" title="Refund sent" role="status">
          Refunded {formatMoney(refunded.amount_money)} of {total} on {card}
          {refunded.status === 'PENDING' ? ' (pending)' : ''}.
        </Alert>
        <Text>
          Left to refund: <strong>{formatMoney(remaining)}</strong>
        </Text>
        <Group justify="flex-end" gap="sm">
          {remaining.amount > 0 ? (
            <Button variant="default" onClick={() => setRefunded(null)}>
              Refund more
            </Button>
          ) : null}
          <Button onClick={onDone} data-autofocus>
            Done
          </Button>
        </Group>
      </Stack>
    );
  }
  // A refund whose outcome is unknown, or one still on its way from an earlier opening.
  if (bound && (bound.unknown || bound.attempt !== attempt)) {
    return (
      <UnknownRefund
        paymentId={payment.id}
        bound={bound}
        total={payment.total_money}
        remaining={remaining}
        rereading={rereading}
        card={card}
        onRefunded={setRefunded}
        onRefused={setRefusal}
        onClose={onDone}
      />
    );
  }
  if (payment.status !== 'COMPLETED') {
    return (
      <ClosableNotice onClose={onDone}>
        <Text>
          Only a completed payment can be refunded; this one is{' '}
          {(payment.status ?? 'unknown').toLowerCase()}.
        </Text>
      </ClosableNotice>
    );
  }
  return (
    <Stack gap="md">
      {refusal ? (
        <Alert color="red" title="Not refunded" role="alert">
          {describePaymentFailure(refusal)}
        </Alert>
      ) : null}
      <Text>
        Payment of <strong>{total}</strong> on {card}. Left to refund:{' '}
        <strong>{formatMoney(remaining)}</strong>
      </Text>
      {remaining.amount > 0 ? (
        <RefundForm
          paymentId={payment.id}
          attempt={attempt}
          remaining={remaining}
          card={refundDestination(payment)}
          onRefunded={setRefunded}
          onCancel={onDone}
        />
      ) : (
        <Group justify="flex-end">
          <Text size="sm">Everything has been refunded.</Text>
          <Button variant="default" onClick={onDone} data-autofocus>
            Close
          </Button>
        </Group>
      )}
    </Stack>
  );
}

interface UnknownRefundProps {
  paymentId: string;
  bound: BoundAttempt<RefundBody>;
  total: MoneyAmount;
  remaining: MoneyAmount;
  rereading: boolean;
  card: string;
  onRefunded: (refund: RefundT) => void;
  onRefused: (error: unknown) => void;
  onClose: () => void;
}

/**
 * A refund sent without an answer: its amount and reason can no longer change. "Check again"
 * sends the very same request (same key, same body): the service answers with the refund it
 * made with that key, or makes it now, once. Next to it, what the service says has been refunded.
 */
function UnknownRefund({
  paymentId,
  bound,
  total,
  remaining,
  rereading,
  card,
  onRefunded,
  onRefused,
  onClose,
}: UnknownRefundProps) {
  const { send } = useSendRefund(paymentId);
  const { amount_money: amount, reason } = bound.body;
  const refundedSoFar = { amount: total.amount - remaining.amount, currency: total.currency };
  const check = async () => {
    try {
      const reply = await send(bound.attempt, bound.body);
      if (reply.refund) {
        notifyRefunded(reply.refund);
        onRefunded(reply.refund);
      }
    } catch (error) {
      // Answered: this refund was refused, so none was made with the key; the form is free.
      if (!refundAttempts.get(paymentId)) onRefused(error);
    }
  };
  return (
    <Stack gap="md">
      <Alert
        color={bound.sending ? 'blue' : 'red'}
        role={bound.sending ? 'status' : 'alert'}
        title={
          bound.sending
            ? 'Sending the refund…'
            : 'No answer from the service: the refund may or may not have been made'
        }
      >
        <Stack gap="xs">
          <Text size="sm">
            Refund of <strong>{formatMoney(amount)}</strong> on {card}
            {reason ? <> (reason: “{reason}”)</> : null}.
          </Text>
          {bound.sending ? (
            <Text size="sm">
              This dialog stays open until the service answers (at most 15 seconds).
            </Text>
          ) : (
            <>
              <Text size="sm">
                Until its outcome is known, this refund stays exactly as it was sent. Check again
                sends the very same request (same idempotency key, amount and reason): the service
                answers with the refund if it made it, or makes it now. It is never made twice.
              </Text>
              {bound.error ? (
                <Text size="sm" fw={700}>
                  Last try: {describePaymentFailure(bound.error)}
                </Text>
              ) : null}
            </>
          )}
        </Stack>
      </Alert>
      <Text aria-live="polite">
        {rereading ? (
          'Reading the payment and its refunds again…'
        ) : (
          <>
            The service shows, now: <strong>{formatMoney(refundedSoFar)}</strong> refunded of{' '}
            {formatMoney(total)}. Left to refund: <strong>{formatMoney(remaining)}</strong>
          </>
        )}
      </Text>
      {bound.sending ? null : (
        <Text size="sm" c="dimmed">
          Closing keeps this refund here: opening Refund on this payment again shows it until its
          outcome is known.
        </Text>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={bound.sending}>
          Close for now
        </Button>
        <Button loading={bound.sending} onClick={() => void check()} data-autofocus>
          Check again
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A person with a refund limit is told it before they type an amount; the service refuses a
 * refund above it either way ("Your refund limit is $50.00; a refund of $80.00 needs …").
 */
export function RefundLimitNote({ remaining }: { remaining: MoneyAmount }) {
  const { refundLimit } = usePermissions();
  if (refundLimit === null) return null;
  const limit = formatMoney({ amount: refundLimit, currency: remaining.currency });
  return (
    <Alert color="blue" title={`Your refund limit is ${limit}`}>
      {refundLimit < remaining.amount
        ? `This payment has ${formatMoney(remaining)} left to refund. You can refund up to ${limit} of it; a larger refund needs someone with a higher limit.`
        : 'A larger refund needs someone with a higher limit.'}
    </Alert>
  );
}

interface RefundFormProps {
  paymentId: string;
  attempt: Attempt;
  remaining: MoneyAmount;
  /** The card the refund goes back to, e.g. "Visa ending 1111". */
  card: string;
  onRefunded: (refund: RefundT) => void;
  onCancel: () => void;
}

/**
 * Full or partial, with a reason, in two steps. It opens with no amount chosen; "Review refund"
 * checks the form and shows what will be refunded, to which card, and what will be left; only
 * "Refund ¥…" there sends it. One attempt — one idempotency key — per refund: a double click
 * joins the send in flight; a send without an answer binds the attempt to what it sent (the
 * dialog then offers only to check it); the key is renewed only once the service has answered.
 * A refusal brings the form back, with the reason on the input it names or in the alert.
 */
function RefundForm({
  paymentId,
  attempt,
  remaining,
  card,
  onRefunded,
  onCancel,
}: RefundFormProps) {
  const refund = useSendRefund(paymentId);
  const schema = refundFormSchema({ paymentId, remaining });
  const contract = useContractForm(schema, {
    defaultValues: emptyRefundForm(),
    labels,
    describeFailure: describePaymentFailure,
  });
  const { form } = contract;
  const kind = useWatch({ control: form.control, name: 'kind' });
  // The checked refund the review step shows; null while the form is being filled in.
  const [review, setReview] = useState<RefundBody | null>(null);
  // The review keeps the height of the inputs it replaces, so the buttons stay where they were.
  const inputs = useRef<HTMLDivElement>(null);
  const [inputsHeight, setInputsHeight] = useState<number | undefined>(undefined);

  const save = async (body: RefundBody) => {
    if (!review) {
      setInputsHeight(inputs.current?.offsetHeight);
      setReview(body);
      return;
    }
    try {
      const reply = await refund.send(attempt, body);
      if (reply.refund) {
        notifyRefunded(reply.refund);
        onRefunded(reply.refund);
      }
    } catch (error) {
      setReview(null);
      throw error;
    }
  };
  const busy = form.formState.isSubmitting || attempt.pending;

  return (
    // A double click on "Review refund" must not send: its second click lands on "Refund ¥…",
    // which stands where "Review refund" stood (the review keeps the inputs' height). A click that is not the first of a series is
    // ignored on the review step (the keyboard's clicks have no count).
    <div
      onClickCapture={(event) => {
        if (review && event.detail > 1) event.preventDefault();
      }}
    >
      <ContractFormShell
        contract={contract}
        requires="refunds.write"
        onSave={save}
        onCancel={review ? () => setReview(null) : onCancel}
        cancelLabel={review ? 'Back' : undefined}
        label="Refund"
        submitLabel={review ? `Refund ${formatMoney(review.amount_money)}` : 'Review refund'}
        errorTitle="Not refunded"
        busy={busy}
        locked={busy}
        status={
          busy ? (
            <Text size="sm" role="status">
              Sending the refund. This dialog stays open until the service answers.
            </Text>
          ) : null
        }
      >
        {review ? (
          <div style={{ minHeight: inputsHeight }}>
            <RefundReview body={review} remaining={remaining} card={card} />
          </div>
        ) : (
          <Stack gap="lg" ref={inputs}>
            <RefundLimitNote remaining={remaining} />
            <Controller
              control={form.control}
              name="kind"
              render={({ field, fieldState }) => (
                <Radio.Group
                  label="How much to refund"
                  withAsterisk
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  error={asSentence(fieldState.error?.message)}
                >
                  <Group gap="lg" mt={6}>
                    <Radio
                      value="full"
                      label={`Full (${formatMoney(remaining)})`}
                      ref={field.ref}
                      data-autofocus
                    />
                    <Radio value="partial" label="Partial" />
                  </Group>
                </Radio.Group>
              )}
            />
            {kind === 'partial' ? (
              <MoneyField
                control={form.control}
                name="amount_money"
                currency={remaining.currency}
                label={`Amount to refund (${remaining.currency})`}
                description={`At most ${formatMoney(remaining)}`}
                required
              />
            ) : null}
            <TextareaField
              control={form.control}
              name="reason"
              label="Reason"
              description="Optional; at most 192 characters"
            />
          </Stack>
        )}
      </ContractFormShell>
    </div>
  );
}

interface RefundReviewProps {
  body: RefundBody;
  remaining: MoneyAmount;
  card: string;
}

/** The last step before a refund is sent: what, to which card, and what will be left. */
function RefundReview({ body, remaining, card }: RefundReviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaces the inputs: the focus moves to its heading, so it is read out.
  useEffect(() => heading.current?.focus(), []);
  const amount = body.amount_money;
  const left = { amount: remaining.amount - amount.amount, currency: remaining.currency };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" ref={heading} tabIndex={-1}>
        Check the refund before it is sent
      </Title>
      <FactsTable
        label="The refund"
        rows={[
          [
            'Refund',
            amount.amount === remaining.amount
              ? `${formatMoney(amount)} (everything left)`
              : formatMoney(amount),
          ],
          ['Back to', card],
          ['Left to refund after it', formatMoney(left)],
          ['Reason', body.reason ?? 'None given'],
        ]}
      />
      <Text size="sm" c="dimmed">
        A refund cannot be undone.
      </Text>
    </Stack>
  );
}
