import { createFileRoute } from '@tanstack/react-router';
import { drawerShiftOptions } from '@/features/cash-drawers/api/drawer-shifts';
import { DrawerShiftDrawer } from '@/features/cash-drawers/pages/drawer-shift-drawer';
import { loaderLocation } from '@/lib/selected-location';

export const Route = createFileRoute('/_app/cash-drawers/$shiftId')({
  loader: async ({ context: { queryClient }, params, location }) => {
    const search = location.search as { location?: string };
    const selected = await loaderLocation(queryClient, search.location);
    if (selected) void queryClient.prefetchQuery(drawerShiftOptions(selected.id, params.shiftId));
  },
  component: DrawerShiftDrawer,
});
