import { createFileRoute } from '@tanstack/react-router';
import { shiftOptions } from '../../../features/cash-drawer/api/shifts';
import { ShiftDrawer } from '../../../features/cash-drawer/pages/shift-drawer';
import { loaderLocation } from '../../../lib/selected-location';

export const Route = createFileRoute('/_app/cash-drawers/$shiftId')({
  loader: async ({ context: { queryClient }, params, location }) => {
    const search = location.search as { location?: string };
    const selected = await loaderLocation(queryClient, search.location);
    if (selected) void queryClient.prefetchQuery(shiftOptions(selected.id, params.shiftId));
  },
  component: ShiftDrawer,
});
