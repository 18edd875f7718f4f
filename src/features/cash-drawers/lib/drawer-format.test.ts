import { describe, expect, it } from 'vitest';
import {
  SHIFT_STATE_LABELS,
  drawerEventLabel,
  eventsInTimeOrder,
  type ShiftState,
} from './drawer-format';

describe('SHIFT_STATE_LABELS', () => {
  it('says each drawer shift state in plain words, never the wire’s word', () => {
    expect(SHIFT_STATE_LABELS).toEqual({
      OPEN: 'Open',
      ENDED: 'Ended, to count',
      CLOSED: 'Closed',
    });
    for (const state of Object.keys(SHIFT_STATE_LABELS) as ShiftState[]) {
      expect(SHIFT_STATE_LABELS[state]).not.toMatch(/^[A-Z_]+$/);
    }
  });
});

describe('drawerEventLabel', () => {
  it('says each event type in words', () => {
    expect(drawerEventLabel('CASH_TENDER_PAYMENT')).toBe('Cash payment');
    expect(drawerEventLabel('PAID_OUT')).toBe('Paid out');
    expect(drawerEventLabel('NO_SALE')).toBe('Drawer opened, no sale');
  });

  it('an unknown type is still words, never the raw code', () => {
    expect(drawerEventLabel('SOMETHING_NEW')).toBe('Something new');
    expect(drawerEventLabel(undefined)).toBe('Event');
  });
});

describe('eventsInTimeOrder', () => {
  it('sorts by time, then id; events without a time go last; the input is kept', () => {
    const events = [
      { id: 'c', created_at: '2026-11-20T10:00:00Z' },
      { id: 'z' },
      { id: 'b', created_at: '2026-11-20T09:00:00Z' },
      { id: 'a', created_at: '2026-11-20T10:00:00Z' },
    ];
    expect(eventsInTimeOrder(events).map((e) => e.id)).toEqual(['b', 'a', 'c', 'z']);
    expect(events[0]?.id).toBe('c');
  });
});
