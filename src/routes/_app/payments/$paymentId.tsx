import { createFileRoute } from '@tanstack/react-router';
import { paymentCheckoutOptions } from '@/features/payments/api/payment-reports';
import { paymentOptions } from '@/features/payments/api/payments';
import { PaymentDrawer } from '@/features/payments/pages/payment-drawer';

export const Route = createFileRoute('/_app/payments/$paymentId')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(paymentOptions(params.paymentId));
    void queryClient.prefetchQuery(paymentCheckoutOptions(params.paymentId));
  },
  component: PaymentDrawer,
});
