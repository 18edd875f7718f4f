import type { V1TimecardEventT } from '@/api/schemas/timecards';

type TimecardEventType = V1TimecardEventT['event_type'];

const EVENT_LABELS: Record<TimecardEventType, string> = {
  API_CREATE: 'Created in the back office or by a connected app',
  API_EDIT: 'Changed in the back office or by a connected app',
  API_DELETE: 'Deleted in the back office or by a connected app',
  REGISTER_CLOCKIN: 'Clocked in at register',
  REGISTER_CLOCKOUT: 'Clocked out at register',
  DASHBOARD_SUPERVISOR_CLOSE: 'Clocked out by a manager',
  DASHBOARD_EDIT: 'Changed by a manager',
  DASHBOARD_DELETE: 'Deleted by a manager',
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
