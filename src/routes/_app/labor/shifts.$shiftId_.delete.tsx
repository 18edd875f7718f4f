import { createFileRoute } from '@tanstack/react-router';
import { shiftOptions } from '@/features/labor/api/shifts';
import { ShiftDeleteDialog } from '@/features/labor/pages/shift-drawers';

export const Route = createFileRoute('/_app/labor/shifts/$shiftId_/delete')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(shiftOptions(params.shiftId));
  },
  component: () => <ShiftDeleteDialog view="shifts" />,
});
