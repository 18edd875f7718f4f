import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { useContractForm } from '@/components/contract-form';
import { asSentence } from '@/components/form-errors';
import { FormFooter } from '@/components/form-footer';
import { notifyDone } from '@/components/notify';
import { LoadedOverlay } from '@/components/route-drawer';
import { useSelectedLocation } from '@/lib/selected-location';
import { useOrder, useUpdateOrder, type OrderT } from '../api/orders';
import {
  ACTION_TEXTS,
  consequenceText,
  findMove,
  refusalText,
  type OrderAction,
} from '../lib/order-actions';
import { actionFields, actionFormDefaults, actionFormSchema } from '../lib/order-form';
import { formatV1Money, orderParty, stateLabel } from '../lib/order-format';
import { useOrderId } from '../pages/order-drawer';
import { useBackToOrder } from './use-back';

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
      <Stack gap="md">
        <Alert color="yellow" title="Not available" role="alert">
          {refusalText(action, openedOn)}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
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
  const { form, formError, submit } = useContractForm(actionFormSchema, {
    defaultValues: actionFormDefaults(action),
    labels,
  });
  const text = ACTION_TEXTS[action];
  const total = formatV1Money(order.total_price_money);

  const onSubmit = submit(async (body) => {
    // One request per confirm: a second click while the first is out sends nothing.
    if (update.isPending) return;
    const moved = await update.mutateAsync(body);
    notifyDone(
      text.done,
      `The order of ${orderParty(order)} (${total}) is ${stateLabel(moved.state ?? undefined).toLowerCase()}.`,
    );
    onDone();
  });
  const busy = form.formState.isSubmitting || update.isPending;

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={text.title}>
        <Stack gap="md">
          <Text>
            Order of <strong>{total}</strong> for {orderParty(order)}, now{' '}
            {stateLabel(openedOn ?? undefined).toLowerCase()}.
          </Text>
          <Text size="sm">
            {consequenceText(action, openedOn ?? undefined, order.total_price_money)}
          </Text>
          {actionFields(action).map((name, index) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) =>
                name === 'shipped_tracking_number' ? (
                  <TextInput
                    label={FIELD_LABELS[name]}
                    autoComplete="off"
                    {...field}
                    value={typeof field.value === 'string' ? field.value : ''}
                    error={asSentence(fieldState.error?.message)}
                    disabled={busy}
                    data-autofocus={index === 0 ? true : undefined}
                  />
                ) : (
                  <Textarea
                    label={FIELD_LABELS[name]}
                    autosize
                    minRows={2}
                    {...field}
                    value={typeof field.value === 'string' ? field.value : ''}
                    error={asSentence(fieldState.error?.message)}
                    disabled={busy}
                    data-autofocus={index === 0 ? true : undefined}
                  />
                )
              }
            />
          ))}
          <FormFooter
            error={formError}
            errorTitle={`Not ${text.verb}`}
            submitLabel={text.confirm}
            busy={busy}
            cancelDisabled={busy}
            onCancel={onDone}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
