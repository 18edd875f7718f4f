import type { V1TimecardEventT } from '@/api/schemas/timecards';

type TimecardEventType = V1TimecardEventT['event_type'];

const EVENT_LABELS: Record<TimecardEventType, string> = {
  API_CREATE: 'Created via API',
  API_EDIT: 'Edited via API',
  API_DELETE: 'Deleted via API',
  REGISTER_CLOCKIN: 'Clocked in at register',
  REGISTER_CLOCKOUT: 'Clocked out at register',
  DASHBOARD_SUPERVISOR_CLOSE: 'Closed by a supervisor in the dashboard',
  DASHBOARD_EDIT: 'Edited in the dashboard',
  DASHBOARD_DELETE: 'Deleted in the dashboard',
};

export function timecardEventLabel(type: TimecardEventType): string {
  return EVENT_LABELS[type];
}

/** Colour of the event's bullet on the timeline: deletions red, edits blue, the rest green. */
export function timecardEventColor(type: TimecardEventType): 'red' | 'blue' | 'green' {
  if (type.endsWith('DELETE')) return 'red';
  if (type.endsWith('EDIT')) return 'blue';
  return 'green';
}
