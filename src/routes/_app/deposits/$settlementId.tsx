import { createFileRoute } from '@tanstack/react-router';
import { depositOptions } from '../../../features/settlements/api/deposits';
import { DepositDrawer } from '../../../features/settlements/pages/deposit-drawer';

export const Route = createFileRoute('/_app/deposits/$settlementId')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(depositOptions(params.settlementId));
  },
  component: DepositDrawer,
});
