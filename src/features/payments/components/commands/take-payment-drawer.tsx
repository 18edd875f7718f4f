import { Alert, Button, Group, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { locationsQueryOptions, merchantQueryOptions } from '@/api/account';
import { useContractForm } from '@/components/contract-form';
import { asSentence } from '@/components/form-errors';
import { TextareaField, TextField } from '@/components/form-fields';
import { FormFooter } from '@/components/form-footer';
import { notifyDone } from '@/components/notify';
import { RouteDrawer } from '@/components/route-drawer';
import { formatMoney } from '@/lib/money';
import { useSelectedLocation } from '@/lib/selected-location';
import { useQueryClient } from '@tanstack/react-query';
import {
  commandPaymentOptions,
  useCancelPaymentByIdempotencyKey,
  useCommandInFlight,
  useCreatePayment,
  type PaymentT,
} from '../../api/payment-commands';
import { createAttempt, outcomeUnknown } from '../../lib/attempt';
import { createAttemptBinding } from '../../lib/bound-attempts';
import { describeCard } from '../../lib/allowed-commands';
import { describePaymentFailure } from '../../lib/payment-errors';
import { recoverUnknownOutcome, safeToRetry, type Recovery } from '../../lib/recovery';
import {
  emptyTakePaymentForm,
  takePaymentFormSchema,
  takePaymentLabels,
  type TakePaymentBody,
} from '../../lib/take-payment';
import { TEST_CARDS } from '../../lib/test-cards';
import { useBackTo } from './use-back';

/** The virtual terminal, a route of its own: `/payments/new`. */
export function TakePaymentDrawer() {
  const back = useBackTo();
  const inFlight = useCommandInFlight();
  return (
    <RouteDrawer title="Take a payment" locked={inFlight} onClosed={back.list}>
      {(close) => <TakePayment onDone={close} />}
    </RouteDrawer>
  );
}

function TakePayment({ onDone }: { onDone: () => void }) {
  const merchant = useQuery(merchantQueryOptions());
  const { location } = useSelectedLocation();
  const currency = merchant.data?.currency ?? location?.currency;
  const [taken, setTaken] = useState<{ payment: PaymentT; recovery?: Recovery } | null>(null);
  // A new form (and attempt) for each payment taken.
  const [round, setRound] = useState(0);

  if (!currency) {
    return <Text>Loading the merchant’s currency…</Text>;
  }
  if (taken) {
    return (
      <PaymentTaken
        payment={taken.payment}
        recovery={taken.recovery}
        onAnother={() => {
          setTaken(null);
          setRound((n) => n + 1);
        }}
        onDone={onDone}
      />
    );
  }
  return (
    <TakePaymentForm
      key={round}
      currency={currency}
      defaultLocationId={location?.id ?? ''}
      onTaken={(payment, recovery) => setTaken({ payment, recovery })}
      onCancel={onDone}
    />
  );
}

/**
 * A create without an answer, kept (in the tab's storage) until the recovery learnt its outcome:
 * the drawer closed and opened again, or the page reloaded, still offers only the recovery, never
 * a second charge (docs/decisions/2026-11-25-money-commands-unknown-outcome.md).
 */
const unansweredCreates = createAttemptBinding<TakePaymentBody>('ledgerline.unanswered-payments');
const TERMINAL = 'virtual-terminal';

type Phase =
  | { kind: 'editing' }
  /** The create got no answer: the card may or may not have been charged. */
  | { kind: 'unknown'; body: TakePaymentBody; key: string }
  | { kind: 'recovering'; body: TakePaymentBody; key: string }
  /** The recovery found the first attempt completed: nothing more to do, never retried. */
  | { kind: 'recovered'; recovery: Recovery };

interface TakePaymentFormProps {
  currency: string;
  defaultLocationId: string;
  onTaken: (payment: PaymentT, recovery?: Recovery) => void;
  onCancel: () => void;
}

/**
 * One attempt — one idempotency key — per payment: a double click joins the send in flight.
 * When the create gets no answer (time-out, lost connection), the app cannot know whether the
 * card was charged; it offers to cancel by the attempt's key, learns what had happened, and
 * retries with a new key only when nothing remains charged.
 */
function TakePaymentForm({ currency, defaultLocationId, onTaken, onCancel }: TakePaymentFormProps) {
  const locations = useQuery(locationsQueryOptions());
  const queryClient = useQueryClient();
  const create = useCreatePayment();
  const cancelByKey = useCancelPaymentByIdempotencyKey();
  const [bound] = useState(() => unansweredCreates.get(TERMINAL));
  const [attempt] = useState(() => bound?.attempt ?? createAttempt());
  const [phase, setPhase] = useState<Phase>(() =>
    bound ? { kind: 'unknown', body: bound.body, key: bound.attempt.key } : { kind: 'editing' },
  );
  const [recoveryError, setRecoveryError] = useState<unknown>(null);
  const [schema] = useState(() => takePaymentFormSchema(currency));
  const { form, formError, submit } = useContractForm(schema, {
    defaultValues: emptyTakePaymentForm({ location_id: defaultLocationId }),
    labels: takePaymentLabels,
  });

  const send = async (body: TakePaymentBody, recovery?: Recovery) => {
    try {
      const reply = await unansweredCreates.send(TERMINAL, attempt, body, (idempotency_key) =>
        create.mutateAsync({ ...body, idempotency_key }),
      );
      if (!reply.payment) throw new Error('The service’s reply had no payment.');
      notifyDone(
        reply.payment.status === 'APPROVED' ? 'Payment authorized' : 'Payment taken',
        `${formatMoney(reply.payment.total_money)} on ${describeCard(reply.payment)}.`,
      );
      onTaken(reply.payment, recovery);
    } catch (error) {
      if (!outcomeUnknown(error)) throw error;
      setPhase({ kind: 'unknown', body, key: attempt.key });
    }
  };

  const recover = async (body: TakePaymentBody, key: string) => {
    setPhase({ kind: 'recovering', body, key });
    setRecoveryError(null);
    try {
      const recovery = await recoverUnknownOutcome(key, {
        cancelByKey: (k) => cancelByKey.mutateAsync(k),
        replay: (k) => create.mutateAsync({ ...body, idempotency_key: k }),
        read: (id) => queryClient.fetchQuery(commandPaymentOptions(id)),
      });
      unansweredCreates.forget(TERMINAL);
      if (!safeToRetry(recovery)) {
        setPhase({ kind: 'recovered', recovery });
        return;
      }
      attempt.renew();
      await send(body, recovery);
    } catch (error) {
      setRecoveryError(error);
      setPhase({ kind: 'unknown', body, key });
    }
  };

  const onSubmit = submit((body) => send(body));
  const locked = phase.kind !== 'editing';
  const busy = form.formState.isSubmitting || phase.kind === 'recovering';

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Take a payment">
        <Stack gap="md">
          <fieldset disabled={locked || busy} style={{ border: 0, margin: 0, padding: 0 }}>
            <Stack gap="md">
              <Controller
                control={form.control}
                name="location_id"
                render={({ field, fieldState }) => (
                  <Select
                    label="Location"
                    withAsterisk
                    data={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    error={asSentence(fieldState.error?.message)}
                  />
                )}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextField
                  control={form.control}
                  name="amount_money"
                  label={`Amount (${currency})`}
                  inputMode="decimal"
                  autoComplete="off"
                  withAsterisk
                  data-autofocus
                />
                <TextField
                  control={form.control}
                  name="tip_money"
                  label={`Tip (${currency})`}
                  description="Optional"
                  inputMode="decimal"
                  autoComplete="off"
                />
              </SimpleGrid>
              <Controller
                control={form.control}
                name="source_id"
                render={({ field, fieldState }) => (
                  <Select
                    label="Test card"
                    description="A documented test card: approved, or declined with a reason"
                    withAsterisk
                    data={TEST_CARDS.map((card) => ({ value: card.nonce, label: card.name }))}
                    value={field.value || null}
                    onChange={(value) => field.onChange(value ?? '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    allowDeselect={false}
                    comboboxProps={{ withinPortal: true }}
                    error={asSentence(fieldState.error?.message)}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="autocomplete"
                render={({ field }) => (
                  <Switch
                    label="Capture now"
                    description="Off: only authorize now, and capture or void it later (delayed capture)"
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
              <TextField
                control={form.control}
                name="reference_id"
                label="Reference id"
                description="Optional, e.g. an invoice number (at most 40 characters)"
                autoComplete="off"
              />
              <TextareaField
                control={form.control}
                name="note"
                label="Note"
                description="Optional; at most 500 characters"
              />
            </Stack>
          </fieldset>
          {phase.kind === 'editing' ? (
            <FormFooter
              error={formError ? describePaymentFailure(create.error) : null}
              errorTitle="Not charged"
              submitLabel="Charge"
              busy={busy}
              cancelDisabled={busy}
              onCancel={onCancel}
            />
          ) : null}
          {phase.kind === 'unknown' || phase.kind === 'recovering' ? (
            <UnknownOutcome
              sent={phase.body}
              busy={phase.kind === 'recovering'}
              error={recoveryError}
              onRecover={() => void recover(phase.body, phase.key)}
            />
          ) : null}
          {phase.kind === 'recovered' ? (
            <RecoveredPanel recovery={phase.recovery} onDone={onCancel} />
          ) : null}
        </Stack>
      </form>
    </FormProvider>
  );
}

function UnknownOutcome({
  sent,
  busy,
  error,
  onRecover,
}: {
  sent: TakePaymentBody;
  busy: boolean;
  error: unknown;
  onRecover: () => void;
}) {
  return (
    <Alert color="red" title="No answer: the card may or may not have been charged" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Sent: <strong>{formatMoney(sent.amount_money)}</strong>
          {sent.tip_money ? <> plus a tip of {formatMoney(sent.tip_money)}</> : null}
          {sent.reference_id ? <> (reference {sent.reference_id})</> : null}.
        </Text>
        <Text size="sm">
          The service did not answer in time, so this app cannot know whether the payment went
          through. Cancel it by its idempotency key first: that voids it if it was made and is still
          awaiting capture. Then it is retried only if nothing remains charged.
        </Text>
        {error ? (
          <Text size="sm" fw={700}>
            That did not work either: {describePaymentFailure(error)}
          </Text>
        ) : null}
        <Button loading={busy} onClick={onRecover}>
          Cancel by idempotency key, then retry
        </Button>
      </Stack>
    </Alert>
  );
}

/** What the recovery found when it did not retry: the first attempt had gone through. */
function RecoveredPanel({ recovery, onDone }: { recovery: Recovery; onDone: () => void }) {
  const back = useBackTo();
  return (
    <Stack gap="md">
      <Alert color="blue" title="The first attempt had already gone through" role="status">
        {recovery.kind === 'went-through' ? (
          <>
            {formatMoney(recovery.payment.total_money)} on {describeCard(recovery.payment)} was
            charged and is {recovery.payment.status?.toLowerCase()}; it cannot be voided, so it was
            not retried. Refund it if the customer should not pay.
          </>
        ) : null}
      </Alert>
      <Group justify="flex-end" gap="sm">
        {recovery.kind === 'went-through' ? (
          <Button variant="default" onClick={() => back.payment(recovery.payment.id)}>
            Open the payment
          </Button>
        ) : null}
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

const RECOVERY_NOTES: Record<Recovery['kind'], string> = {
  'nothing-charged': 'The first attempt had not charged anything; it was retried as a new attempt.',
  voided: 'The first attempt had been authorized; it was voided, then retried as a new attempt.',
  'went-through': 'The first attempt had already gone through.',
};

function PaymentTaken({
  payment,
  recovery,
  onAnother,
  onDone,
}: {
  payment: PaymentT;
  recovery: Recovery | undefined;
  onAnother: () => void;
  onDone: () => void;
}) {
  const approved = payment.status === 'APPROVED';
  const back = useBackTo();
  return (
    <Stack gap="md">
      {recovery ? (
        <Alert color="blue" title="What happened to the first attempt" role="status">
          {RECOVERY_NOTES[recovery.kind]}
        </Alert>
      ) : null}
      <Alert color="blue" title={approved ? 'Payment authorized' : 'Payment taken'}>
        {formatMoney(payment.total_money)} on {describeCard(payment)}{' '}
        {approved ? 'is authorized, awaiting capture.' : 'was charged.'}
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => back.payment(payment.id)}>
          Open the payment
        </Button>
        <Button variant="default" onClick={onAnother}>
          Take another payment
        </Button>
        <Button onClick={onDone} data-autofocus>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
