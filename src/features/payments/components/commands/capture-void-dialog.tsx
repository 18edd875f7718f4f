import { Alert, Text } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { z } from 'zod';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { notifyDone } from '@/components/notify';
import { LoadedOverlay } from '@/components/route-drawer';
import { formatMoney } from '@/lib/money';
import { useFormatDateTime } from '@/lib/time-zone';
import {
  useCancelPayment,
  useCommandInFlight,
  useCommandPayment,
  useCompletePayment,
  type PaymentT,
} from '../../api/payment-commands';
import { outcomeUnknown } from '../../lib/attempt';
import { describePaymentFailure } from '../../lib/payment-errors';
import { describeCard } from '../../lib/allowed-commands';
import { useBackTo } from './use-back';
import { ClosableNotice } from '@/components/closable-notice';

/** Capture (complete) or void (cancel) a payment held APPROVED by a delayed capture. */
export type HoldCommand = 'capture' | 'void';

const texts = {
  capture: {
    title: 'Capture payment?',
    confirm: 'Capture payment',
    done: 'Payment captured',
    keep: 'Not now',
    color: undefined,
  },
  void: {
    title: 'Void payment?',
    confirm: 'Void payment',
    done: 'Payment voided',
    keep: 'Keep payment',
    color: 'red',
  },
} as const;

/** A confirmation has no inputs: its form only sends the command. */
const confirmation = z.object({});

/** The confirmation, a route of its own (`/payments/$paymentId/capture`, `/void`). */
export function HoldCommandDialog({ command }: { command: HoldCommand }) {
  const paymentId = useParams({ strict: false, select: (params) => params.paymentId ?? '' });
  const back = useBackTo();
  const payment = useCommandPayment(paymentId);
  const inFlight = useCommandInFlight();
  return (
    <LoadedOverlay
      kind="modal"
      locked={inFlight}
      title={texts[command].title}
      query={payment}
      subject="the payment"
      onClosed={() => back.payment(paymentId)}
    >
      {(current, close) => <HoldConfirmation command={command} payment={current} onDone={close} />}
    </LoadedOverlay>
  );
}

function HoldConfirmation({
  command,
  payment,
  onDone,
}: {
  command: HoldCommand;
  payment: PaymentT;
  onDone: () => void;
}) {
  const complete = useCompletePayment();
  const cancel = useCancelPayment();
  const mutation = command === 'capture' ? complete : cancel;
  const formatDateTime = useFormatDateTime();
  const text = texts[command];
  const total = formatMoney(payment.total_money);
  const card = describeCard(payment);
  const contract = useContractForm(confirmation, {
    defaultValues: {},
    // No answer: the payment is read again (every command marks it stale); still awaiting
    // capture, it may be tried again. Capturing or voiding twice cannot move money twice.
    describeFailure: (error, said) =>
      outcomeUnknown(error)
        ? `${describePaymentFailure(error, said)} Read again, the payment still awaits capture. Trying again is safe: a payment is ${command === 'capture' ? 'captured' : 'voided'} at most once.`
        : describePaymentFailure(error, said),
  });

  const confirm = async () => {
    await mutation.mutateAsync(payment.id);
    notifyDone(
      text.done,
      command === 'capture'
        ? `Captured ${total} on ${card}.`
        : `Voided ${total} on ${card}; nothing was charged.`,
    );
    onDone();
  };

  // No answer, and the payment read again is no longer awaiting capture: what it is now says
  // what happened.
  const unanswered = mutation.isError && outcomeUnknown(mutation.error);

  if (payment.status !== 'APPROVED') {
    return (
      <ClosableNotice onClose={onDone}>
        {unanswered ? (
          <Alert color="blue" title="No answer came back; the payment was read again" role="status">
            {describePaymentFailure(mutation.error)} As the service shows it now:
          </Alert>
        ) : null}
        <Text>
          This payment is {payment.status.toLowerCase()}: only a payment awaiting capture can be{' '}
          {command === 'capture' ? 'captured' : 'voided'}.
        </Text>
      </ClosableNotice>
    );
  }
  return (
    <ContractFormShell
      contract={contract}
      requires="payments.write"
      onSave={confirm}
      onCancel={onDone}
      label={text.title}
      submitLabel={text.confirm}
      submitColor={text.color}
      cancelLabel={text.keep}
      focusCancel
      errorTitle={
        command === 'capture' ? 'Could not capture the payment' : 'Could not void the payment'
      }
      busy={mutation.isPending}
    >
      <Text>
        {command === 'capture' ? 'Capture' : 'Void'} <strong>{total}</strong> on {card}, authorized{' '}
        {formatDateTime(payment.created_at, payment.location_id)}?
      </Text>
      <Text size="sm">
        {command === 'capture'
          ? 'The card is charged and the payment becomes completed; it can then be refunded.'
          : 'The authorization is released and the card is not charged. This cannot be undone.'}
      </Text>
    </ContractFormShell>
  );
}
