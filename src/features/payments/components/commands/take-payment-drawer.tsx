import { Alert, Button, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { locationsQueryOptions, merchantQueryOptions } from '@/api/account';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { MoneyField, SelectField, TextareaField, TextField } from '@/components/form-fields';
import { RouteDrawer } from '@/components/route-drawer';
import { formatMoney } from '@/lib/money';
import { useSelectedLocation } from '@/lib/selected-location';
import { useCommandInFlight, type PaymentT } from '../../api/payment-commands';
import { describeCard } from '../../lib/allowed-commands';
import { describePaymentFailure } from '../../lib/payment-errors';
import type { Recovery } from '../../lib/recovery';
import {
  emptyTakePaymentForm,
  takePaymentFormSchema,
  takePaymentLabels,
  type TakePaymentBody,
} from '../../lib/take-payment';
import { TEST_CARDS } from '../../lib/test-cards';
import { useBackTo } from './use-back';
import { useTakePayment } from './use-take-payment';

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
  const terminal = useTakePayment();
  const { state } = terminal;

  if (!currency) {
    return <Text>Loading the merchant’s currency…</Text>;
  }
  if (state.step === 'done' && state.recovery?.kind !== 'went-through') {
    return (
      <PaymentTaken
        payment={state.payment}
        recovery={state.recovery}
        onAnother={terminal.startOver}
        onDone={onDone}
      />
    );
  }
  return (
    <TakePaymentForm
      key={terminal.round}
      currency={currency}
      defaultLocationId={location?.id ?? ''}
      terminal={terminal}
      onCancel={onDone}
    />
  );
}

interface TakePaymentFormProps {
  currency: string;
  defaultLocationId: string;
  terminal: ReturnType<typeof useTakePayment>;
  onCancel: () => void;
}

/** The payment's details; once sent they cannot change until the flow is done or starts over. */
function TakePaymentForm({
  currency,
  defaultLocationId,
  terminal,
  onCancel,
}: TakePaymentFormProps) {
  const locations = useQuery(locationsQueryOptions());
  const { state } = terminal;
  const [schema] = useState(() => takePaymentFormSchema(currency));
  const contract = useContractForm(schema, {
    defaultValues: emptyTakePaymentForm({ location_id: defaultLocationId }),
    labels: takePaymentLabels,
    describeFailure: describePaymentFailure,
  });
  const { form } = contract;
  const busy = form.formState.isSubmitting || (state.step === 'unknown' && state.recovering);

  return (
    <ContractFormShell
      contract={contract}
      requires="payments.write"
      onSave={terminal.charge}
      onCancel={onCancel}
      label="Take a payment"
      submitLabel="Charge"
      errorTitle="Not charged"
      busy={busy}
      locked={state.step !== 'form' || busy}
      hideFooter={state.step !== 'form' && state.step !== 'sending'}
      status={
        state.step === 'unknown' ? (
          <UnknownOutcome
            sent={state.body}
            busy={state.recovering}
            error={state.error}
            onRecover={() => void terminal.recover()}
          />
        ) : state.step === 'done' && state.recovery ? (
          <RecoveredPanel recovery={state.recovery} onDone={onCancel} />
        ) : null
      }
    >
      <SelectField
        control={form.control}
        name="location_id"
        label="Location"
        withAsterisk
        data={(locations.data ?? []).map((l) => ({ value: l.id, label: l.name }))}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <MoneyField
          control={form.control}
          name="amount_money"
          currency={currency}
          label={`Amount (${currency})`}
          withAsterisk
          data-autofocus
        />
        <MoneyField
          control={form.control}
          name="tip_money"
          currency={currency}
          label={`Tip (${currency})`}
          description="Optional"
        />
      </SimpleGrid>
      <SelectField
        control={form.control}
        name="source_id"
        label="Test card"
        description="A documented test card: approved, or declined with a reason"
        withAsterisk
        data={TEST_CARDS.map((card) => ({ value: card.nonce, label: card.name }))}
      />
      <Controller
        control={form.control}
        name="autocomplete"
        render={({ field }) => (
          <Switch
            label="Capture now"
            description="Off: only hold the amount on the card now, then charge it (Capture) or release it (Void); a hold not charged in time is released by itself"
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
    </ContractFormShell>
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
          Ledgerline did not answer in time, so this app cannot know whether the payment went
          through. First void it, if it was made and is still only held on the card; then it is
          tried again only if nothing was charged. The card is never charged twice.
        </Text>
        {error ? (
          <Text size="sm" fw={700}>
            That did not work either: {describePaymentFailure(error)}
          </Text>
        ) : null}
        <Button loading={busy} onClick={onRecover}>
          Void if made, then try again
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
