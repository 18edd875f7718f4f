import { createFileRoute } from '@tanstack/react-router';
import { orderOptions } from '@/features/orders/api/orders';
import { OrderActionDialog } from '@/features/orders/components/order-action-dialog';
import { loaderLocation } from '@/lib/selected-location';

export const Route = createFileRoute('/_app/orders/$orderId_/cancel')({
  loaderDeps: ({ search }) => ({ location: search.location }),
  loader: async ({ context: { queryClient }, params, deps }) => {
    const at = await loaderLocation(queryClient, deps.location);
    if (at) void queryClient.prefetchQuery(orderOptions(at.id, params.orderId));
  },
  component: () => <OrderActionDialog action="CANCEL" />,
});
