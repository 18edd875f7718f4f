import { Alert, Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, FormProvider, useWatch } from 'react-hook-form';
import { useContractForm } from '../../../../components/contract-form';
import { asSentence } from '../../../../components/form-errors';
import { TextField } from '../../../../components/form-fields';
import { FormFooter } from '../../../../components/form-footer';
import { notifyDone } from '../../../../components/notify';
import { RouteModal } from '../../../../components/route-drawer';
import { QueryState } from '../../../../components/query-state';
import { formatMoney, type MoneyAmount } from '../../../../lib/money';
import { useRefundPayment, useRefundState, type RefundT } from '../../api/payment-commands';
import { createAttempt, outcomeUnknown } from '../../lib/attempt';
import { describeCard, remainingToRefund, type PaymentFacts } from '../../lib/payment-commands';
import { describePaymentFailure } from '../../lib/payment-errors';
import { emptyRefundForm, refundFormSchema, type RefundBody } from '../../lib/refund-form';
import { useBackTo } from './use-back';

const labels = { amount_money: 'the amount', reason: 'the reason' };

/** The refund dialog, a route of its own: `/payments/$paymentId/refund`. */
export function RefundDialog() {
  const paymentId = useParams({ strict: false, select: (params) => params.paymentId ?? '' });
  const back = useBackTo();
  const state = useRefundState(paymentId);
  return (
    <RouteModal title="Refund payment" onClosed={() => back.payment(paymentId)}>
      {(close) => (
        <QueryState query={state} subject="the payment" skeletonRows={3}>
          {({ payment, refunds }) => (
            <RefundContent
              payment={{ ...payment, id: paymentId }}
              remaining={remainingToRefund(payment, refunds)}
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
  remaining: MoneyAmount;
  onDone: () => void;
}

function RefundContent({ payment, remaining, onDone }: RefundContentProps) {
  // What this dialog refunded. The payment and its refunds are read again before the refund
  // resolves, so `remaining` is then what is left after it.
  const [refunded, setRefunded] = useState<RefundT | null>(null);
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
  if (payment.status !== 'COMPLETED') {
    return (
      <Stack gap="md">
        <Text>
          Only a completed payment can be refunded; this one is{' '}
          {(payment.status ?? 'unknown').toLowerCase()}.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text>
        Payment of <strong>{total}</strong> on {card}. Left to refund:{' '}
        <strong>{formatMoney(remaining)}</strong>
      </Text>
      {remaining.amount > 0 ? (
        <RefundForm
          paymentId={payment.id}
          remaining={remaining}
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

interface RefundFormProps {
  paymentId: string;
  remaining: MoneyAmount;
  onRefunded: (refund: RefundT) => void;
  onCancel: () => void;
}

/**
 * Full or partial, with a reason. One attempt — one idempotency key — per refund: made when the
 * form opens, sent again by a double click or a retry after a lost answer (the service then
 * replays its first refund), renewed only once the service has answered.
 */
export function RefundForm({ paymentId, remaining, onRefunded, onCancel }: RefundFormProps) {
  const refund = useRefundPayment();
  const [attempt] = useState(() => createAttempt());
  const [unanswered, setUnanswered] = useState(false);
  const schema = refundFormSchema({ paymentId, remaining });
  const { form, formError, submit } = useContractForm(schema, {
    defaultValues: emptyRefundForm(remaining),
    labels,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });

  const save = async (body: RefundBody) => {
    try {
      const reply = await attempt.run((idempotency_key) =>
        refund.mutateAsync({ ...body, idempotency_key }),
      );
      setUnanswered(false);
      const made = reply.refund;
      if (made) {
        notifyDone('Refund sent', `Refunded ${formatMoney(made.amount_money)}.`);
        onRefunded(made);
      }
    } catch (error) {
      setUnanswered(outcomeUnknown(error));
      throw error;
    }
  };
  const onSubmit = submit(save);
  const busy = form.formState.isSubmitting || attempt.pending;

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Refund">
        <Stack gap="md">
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <SegmentedControl
                aria-label="Refund kind"
                value={field.value}
                onChange={(value) => field.onChange(value)}
                data={[
                  { value: 'full', label: `Full (${formatMoney(remaining)})` },
                  { value: 'partial', label: 'Partial' },
                ]}
                disabled={busy}
              />
            )}
          />
          {kind === 'partial' ? (
            <TextField
              control={form.control}
              name="amount_money"
              label={`Amount to refund (${remaining.currency})`}
              description={`At most ${formatMoney(remaining)}`}
              inputMode="decimal"
              autoComplete="off"
              required
              data-autofocus
            />
          ) : null}
          <Controller
            control={form.control}
            name="reason"
            render={({ field, fieldState }) => (
              <Textarea
                label="Reason"
                description="Optional; at most 192 characters"
                autosize
                minRows={2}
                {...field}
                error={asSentence(fieldState.error?.message)}
              />
            )}
          />
          {unanswered ? (
            <Alert color="red" title="No answer from the service">
              The refund may or may not have been made. Refunding again sends the same attempt, so
              it is never made twice.
            </Alert>
          ) : null}
          <FormFooter
            error={formError && !unanswered ? describePaymentFailure(refund.error) : null}
            errorTitle="Not refunded"
            submitLabel="Refund"
            busy={busy}
            cancelDisabled={busy}
            onCancel={onCancel}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
