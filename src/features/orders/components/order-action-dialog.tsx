import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { ContractFormShell, useContractForm } from '@/components/contract-form';
import { TextareaField, TextField } from '@/components/form-fields';
import { FactsTable } from '@/components/facts-table';
import { notifyDone } from '@/components/notify';
import { LoadedOverlay } from '@/components/route-drawer';
import { useSelectedLocation } from '@/lib/selected-location';
import { useOrder, useUpdateOrder, type OrderT, type UpdateOrderBody } from '../api/orders';
import {
  ACTION_TEXTS,
  consequenceText,
  findMove,
  refusalText,
  type OrderAction,
} from '../lib/order-actions';
import { actionFields, actionFormDefaults, actionFormSchema } from '../lib/order-form';
import { formatV1Money, orderParty, orderRefundFacts, stateLabel } from '../lib/order-format';
import { useOrderId } from '../pages/order-drawer';
import { useBackToOrder } from './use-back';
import { ClosableNotice } from '@/components/closable-notice';

/**
 * An action's confirmation, a route of its own (`/orders/$orderId/complete`, `/cancel`,
 * `/refund`). The order is read fresh; an action its state does not allow is refused here,
 * without sending anything.
 */
export function OrderActionDialog({ action }: { action: OrderAction }) {
  const orderId = useOrderId();
  const back = useBackToOrder();
  const { location } = useSelectedLocation();
  const order = useOrder(location?.id, orderId);
  return (
    <LoadedOverlay
      kind="modal"
      title={ACTION_TEXTS[action].title}
      query={order}
      subject="the order"
      onClosed={() => back(orderId)}
    >
      {(current, close) =>
        location ? (
          <ActionContent action={action} order={current} locationId={location.id} onDone={close} />
        ) : null
      }
    </LoadedOverlay>
  );
}

interface ActionContentProps {
  action: OrderAction;
  order: OrderT;
  locationId: string;
  onDone: () => void;
}

function ActionContent({ action, order, locationId, onDone }: ActionContentProps) {
  // The state the dialog opened on decides what it shows: after a refusal the order is read
  // again, and the refusal must stay on screen rather than turn into another view.
  const [openedOn] = useState(order.state);
  if (!findMove(action, openedOn)) {
    return (
      <ClosableNotice onClose={onDone}>
        <Alert color="yellow" title="Not available" role="alert">
          {refusalText(action, openedOn)}
        </Alert>
      </ClosableNotice>
    );
  }
  return (
    <ActionForm
      action={action}
      order={order}
      openedOn={openedOn}
      locationId={locationId}
      onDone={onDone}
    />
  );
}

const labels = {
  shipped_tracking_number: 'the tracking number',
  completed_note: 'the completed note',
  canceled_note: 'the canceled note',
  refunded_note: 'the refunded note',
};

const FIELD_LABELS: Record<string, string> = {
  shipped_tracking_number: 'Tracking number',
  completed_note: 'Completed note',
  canceled_note: 'Canceled note',
  refunded_note: 'Refunded note',
};

function ActionForm({
  action,
  order,
  openedOn,
  locationId,
  onDone,
}: ActionContentProps & { openedOn: OrderT['state'] }) {
  const update = useUpdateOrder(locationId, order.id ?? '');
  const contract = useContractForm(actionFormSchema, {
    defaultValues: actionFormDefaults(action),
    labels,
  });
  const text = ACTION_TEXTS[action];
  const total = formatV1Money(order.total_price_money);
  // A move that refunds the card: the dialog is its last step, so it shows what, to which card,
  // and what is left, before the confirm sends it.
  const refund =
    findMove(action, openedOn ?? undefined)?.ledger === 'REFUND_REMAINING'
      ? orderRefundFacts(order.tender)
      : null;

  const save = async (body: UpdateOrderBody) => {
    // One request per confirm: a second click while the first is out sends nothing.
    if (update.isPending) return;
    const moved = await update.mutateAsync(body);
    notifyDone(
      text.done,
      `The order of ${orderParty(order)} (${total}) is ${stateLabel(moved.state ?? undefined).toLowerCase()}.`,
    );
    onDone();
  };
  const busy = contract.form.formState.isSubmitting || update.isPending;

  return (
    <ContractFormShell
      contract={contract}
      requires="orders.write"
      onSave={save}
      onCancel={onDone}
      label={text.title}
      submitLabel={text.confirm}
      submitColor={text.color}
      cancelLabel={text.keep}
      errorTitle={`Not ${text.verb}`}
      busy={busy}
      locked={busy}
    >
      <Text>
        Order of <strong>{total}</strong> for {orderParty(order)}, now{' '}
        {stateLabel(openedOn ?? undefined).toLowerCase()}.
      </Text>
      <Text size="sm">
        {consequenceText(action, openedOn ?? undefined, order.total_price_money)}
      </Text>
      {refund ? (
        <FactsTable
          label="The refund"
          rows={[
            ['Refund', `${refund.amount} (everything left)`],
            ['Back to', refund.card],
            ['Left to refund after it', refund.left],
          ]}
        />
      ) : null}
      {actionFields(action).map((name, index) =>
        name === 'shipped_tracking_number' ? (
          <TextField
            key={name}
            control={contract.form.control}
            name={name}
            label={FIELD_LABELS[name]}
            autoComplete="off"
            data-autofocus={index === 0 ? true : undefined}
          />
        ) : (
          <TextareaField
            key={name}
            control={contract.form.control}
            name={name}
            label={FIELD_LABELS[name]}
            data-autofocus={index === 0 ? true : undefined}
          />
        ),
      )}
    </ContractFormShell>
  );
}
