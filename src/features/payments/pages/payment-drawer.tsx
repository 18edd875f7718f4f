import { Alert, Skeleton, Stack } from '@mantine/core';
import { useParams } from '@tanstack/react-router';
import { useLocationName } from '@/api/account';
import { ResourceHistory } from '@/components/resource-history';
import { LoadedOverlay } from '@/components/route-drawer';
import { useFormatDateTime } from '@/lib/time-zone';
import { paymentKeys } from '../api/keys';
import { usePaymentCheckout, usePaymentMoney } from '../api/payment-reports';
import { usePayment, useV1Payment } from '../api/payments';
import { useRefunds } from '../api/refunds';
import { PaymentCommandButtons } from '../components/commands/payment-command-buttons';
import { PaymentDetails, SaleDetails } from '../components/payments/payment-details';
import type { PaymentSummary } from '../lib/payment-format';
import { useBackToList } from '@/lib/use-back';

function usePaymentId(): string {
  return useParams({ strict: false, select: (params) => params.paymentId ?? '' });
}

/** The sale of a point-of-sale payment (v1 tenders and itemizations); nothing for an API one. */
function Sale({ paymentId }: { paymentId: string }) {
  const checkout = usePaymentCheckout(paymentId);
  const pos = checkout.data?.origin === 'POS' && checkout.data.v1_visible;
  const sale = useV1Payment(
    pos ? checkout.data?.location_id : undefined,
    pos ? checkout.data?.checkout_id : undefined,
  );
  if (checkout.isPending || (pos && sale.isPending)) return <Skeleton height={64} />;
  if (checkout.isError || sale.isError) {
    return (
      <Alert color="red" title="Couldn't load the sale" role="alert">
        The payment above is correct; its sale's tenders and items could not be loaded.
      </Alert>
    );
  }
  return pos && sale.data ? <SaleDetails sale={sale.data} paymentId={paymentId} /> : null;
}

function Details({ payment }: { payment: PaymentSummary }) {
  const formatDateTime = useFormatDateTime();
  const locationName = useLocationName();
  const refunds = useRefunds(payment.refund_ids ?? []);
  const money = usePaymentMoney(payment.id);
  return (
    <PaymentDetails
      payment={payment}
      formatDateTime={formatDateTime}
      locationName={locationName(payment.location_id) ?? payment.location_id ?? '—'}
      refunds={refunds.pending ? undefined : refunds.refunds}
      refundsError={refunds.error !== null}
      serviceMoney={money.data}
      sale={<Sale paymentId={payment.id} />}
      actions={
        <PaymentCommandButtons payment={payment} remaining={money.data?.left_to_refund_money} />
      }
    />
  );
}

/** One payment, deep-linkable (`/payments/$paymentId`), over the list as it was. */
export function PaymentDrawer() {
  const paymentId = usePaymentId();
  const back = useBackToList('/payments');
  const payment = usePayment(paymentId);
  return (
    <LoadedOverlay title="Payment" query={payment} subject="the payment" onClosed={back.list}>
      {(current) => (
        <Stack gap="lg">
          <Details payment={current} />
          <ResourceHistory
            ownerKey={paymentKeys.payment(current.id)}
            resourceId={current.id}
            locationId={current.location_id}
            noun="payment"
          />
        </Stack>
      )}
    </LoadedOverlay>
  );
}
