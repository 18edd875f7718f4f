import { useParams } from '@tanstack/react-router';
import { LoadedOverlay } from '@/components/route-drawer';
import { useSelectedLocation } from '@/lib/selected-location';
import { useFormatDateTime } from '@/lib/time-zone';
import { useEmployeeName } from '@/features/staff/api/employee-names';
import { useDrawerShift } from '../api/drawer-shifts';
import { DrawerShiftDetails } from '../components/drawer-shift-details';
import { useBackToList } from '@/lib/use-back';

/**
 * One drawer shift, deep-linkable (`/cash-drawers/$shiftId?location=…`: v1 names the location in
 * the path, so the link carries it), over the list as it was.
 */
export function DrawerShiftDrawer() {
  const shiftId = useParams({ strict: false, select: (params) => params.shiftId ?? '' });
  const back = useBackToList('/cash-drawers');
  const { location } = useSelectedLocation();
  const shift = useDrawerShift(location?.id ?? '', shiftId);
  const formatDateTime = useFormatDateTime();
  const employeeName = useEmployeeName();
  return (
    <LoadedOverlay
      title="Drawer shift"
      query={shift}
      subject="the drawer shift"
      onClosed={back.list}
    >
      {(current) => (
        <DrawerShiftDetails
          shift={current}
          formatDateTime={formatDateTime}
          employeeName={employeeName}
        />
      )}
    </LoadedOverlay>
  );
}
