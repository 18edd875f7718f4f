import { getRouteApi } from '@tanstack/react-router';
import { RouteDrawer } from '@/components/route-drawer';
import { TimecardDetails } from '../components/timecards/timecard-details';

const routeApi = getRouteApi('/_app/staff/timecards/$timecardId');

/** The drawer route over the Timecards list; closing it returns to the list as it was. */
export function TimecardDetailsDrawer() {
  const { timecardId } = routeApi.useParams();
  const navigate = routeApi.useNavigate();
  return (
    <RouteDrawer
      title="Timecard"
      onClosed={() => void navigate({ to: '/staff/timecards', search: true })}
    >
      {() => <TimecardDetails timecardId={timecardId} />}
    </RouteDrawer>
  );
}
