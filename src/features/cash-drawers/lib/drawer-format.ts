/** Words for the states and events of a cash drawer shift. */

export type ShiftState = 'OPEN' | 'ENDED' | 'CLOSED';

/** A drawer shift's state as its badge says it (docs/glossary.md), never the wire's capitals. */
export const SHIFT_STATE_LABELS: Record<ShiftState, string> = {
  OPEN: 'Open',
  ENDED: 'Ended, to count',
  CLOSED: 'Closed',
};

/** What each state means to a manager (for the badge's title and the drawer). */
export const SHIFT_STATE_DESCRIPTIONS: Record<ShiftState, string> = {
  OPEN: 'The drawer is in use.',
  ENDED: 'The shift ended; the drawer has not been counted yet.',
  CLOSED: 'The drawer was counted and closed.',
};

type DrawerEventType =
  | 'NO_SALE'
  | 'CASH_TENDER_PAYMENT'
  | 'OTHER_TENDER_PAYMENT'
  | 'CASH_TENDER_CANCELED_PAYMENT'
  | 'OTHER_TENDER_CANCELED_PAYMENT'
  | 'CASH_TENDER_REFUND'
  | 'OTHER_TENDER_REFUND'
  | 'PAID_IN'
  | 'PAID_OUT';

const DRAWER_EVENT_LABELS: Record<DrawerEventType, string> = {
  NO_SALE: 'Drawer opened, no sale',
  CASH_TENDER_PAYMENT: 'Cash payment',
  OTHER_TENDER_PAYMENT: 'Payment by other means (not cash)',
  CASH_TENDER_CANCELED_PAYMENT: 'Cash payment canceled',
  OTHER_TENDER_CANCELED_PAYMENT: 'Payment by other means canceled',
  CASH_TENDER_REFUND: 'Cash refund',
  OTHER_TENDER_REFUND: 'Refund by other means (not cash)',
  PAID_IN: 'Paid in',
  PAID_OUT: 'Paid out',
};

/** "Cash payment"; an unknown type is shown as written, in words. */
export function drawerEventLabel(type: string | undefined): string {
  if (!type) return 'Event';
  return (
    DRAWER_EVENT_LABELS[type as DrawerEventType] ??
    type.charAt(0) + type.slice(1).toLowerCase().replaceAll('_', ' ')
  );
}

interface TimedEvent {
  id?: string | undefined;
  created_at?: string | undefined;
}

/** Events in the order they happened (ties by id, so the order is stable). */
export function eventsInTimeOrder<E extends TimedEvent>(events: readonly E[]): E[] {
  const time = (e: E) => (e.created_at ? Date.parse(e.created_at) : Number.POSITIVE_INFINITY);
  return [...events].sort((a, b) => time(a) - time(b) || (a.id ?? '').localeCompare(b.id ?? ''));
}
