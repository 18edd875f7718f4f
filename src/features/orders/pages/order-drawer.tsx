import { useParams } from '@tanstack/react-router';
import { LoadedOverlay } from '@/components/route-drawer';
import { useSelectedLocation } from '@/lib/selected-location';
import { useFormatDateTime } from '@/lib/time-zone';
import { useOrder } from '../api/orders';
import { OrderActionButtons } from '../components/order-action-buttons';
import { OrderDetails } from '../components/order-details';
import { OrderItems } from '../components/order-items';
import { useBackToList } from '@/lib/use-back';

export function useOrderId(): string {
  return useParams({ strict: false, select: (params) => params.orderId ?? '' });
}

/**
 * One order, deep-linkable (`/orders/$orderId?location=…`: a v1 order is read through its
 * location), over the list as it was; its actions are the ones its state allows.
 */
export function OrderDrawer() {
  const orderId = useOrderId();
  const back = useBackToList('/orders');
  const { location } = useSelectedLocation();
  const order = useOrder(location?.id, orderId);
  const formatDateTime = useFormatDateTime();
  return (
    <LoadedOverlay title="Online order" query={order} subject="the order" onClosed={back.list}>
      {(current) => (
        <OrderDetails
          order={current}
          formatDateTime={formatDateTime}
          actions={<OrderActionButtons orderId={orderId} state={current.state ?? undefined} />}
          items={<OrderItems paymentId={current.tender?.id} />}
        />
      )}
    </LoadedOverlay>
  );
}
