import { createFileRoute } from '@tanstack/react-router';
import { refundStateOptions } from '@/features/payments/api/payment-commands';
import { RefundDialog } from '@/features/payments/components/commands/refund-dialog';

export const Route = createFileRoute('/_app/payments/$paymentId_/refund')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(refundStateOptions(params.paymentId));
  },
  component: RefundDialog,
});
