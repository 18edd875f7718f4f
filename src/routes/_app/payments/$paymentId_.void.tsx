import { createFileRoute } from '@tanstack/react-router';
import { commandPaymentOptions } from '@/features/payments/api/payment-commands';
import { HoldCommandDialog } from '@/features/payments/components/commands/capture-void-dialog';

export const Route = createFileRoute('/_app/payments/$paymentId_/void')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(commandPaymentOptions(params.paymentId));
  },
  component: () => <HoldCommandDialog command="void" />,
});
