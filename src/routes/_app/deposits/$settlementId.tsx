import { createFileRoute } from '@tanstack/react-router';
import { depositOptions } from '@/features/deposits/api/deposits';
import { DepositDrawer } from '@/features/deposits/pages/deposit-drawer';

export const Route = createFileRoute('/_app/deposits/$settlementId')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(depositOptions(params.settlementId));
  },
  component: DepositDrawer,
});
