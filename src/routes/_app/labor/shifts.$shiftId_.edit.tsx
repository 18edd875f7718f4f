import { createFileRoute } from '@tanstack/react-router';
import { shiftOptions } from '@/features/labor/api/shifts';
import { ShiftEditDrawer } from '@/features/labor/pages/shift-drawers';

export const Route = createFileRoute('/_app/labor/shifts/$shiftId_/edit')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(shiftOptions(params.shiftId));
  },
  component: () => <ShiftEditDrawer view="shifts" />,
});
