import { getRouteApi } from '@tanstack/react-router';
import { RouteDrawer } from '@/components/route-drawer';
import { TimecardDetails } from '../components/timecards/timecard-details';
import { useBackToList } from '@/lib/use-back';

const routeApi = getRouteApi('/_app/staff/timecards/$timecardId');

/** The drawer route over the Timecards list; closing it returns to the list as it was. */
export function TimecardDetailsDrawer() {
  const { timecardId } = routeApi.useParams();
  const back = useBackToList('/staff/timecards');
  return (
    <RouteDrawer title="Timecard" onClosed={back.list}>
      {() => <TimecardDetails timecardId={timecardId} />}
    </RouteDrawer>
  );
}
