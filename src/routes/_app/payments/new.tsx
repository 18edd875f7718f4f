import { createFileRoute } from '@tanstack/react-router';
import { TakePaymentDrawer } from '@/features/payments/components/commands/take-payment-drawer';

export const Route = createFileRoute('/_app/payments/new')({
  component: TakePaymentDrawer,
});
