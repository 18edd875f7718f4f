import { describe, expect, it } from 'vitest';
import type { ActivityEntryT } from '@/api/schemas/activity';
import {
  describeChange,
  describeEntry,
  entryAmount,
  entryForEvent,
  fieldWords,
} from './activity-words';

const NY = { timeZone: 'America/New_York', locale: 'en-US' };

describe('describeChange', () => {
  it('reads a clock-out edit in the record’s zone, times alone on the same day', () => {
    expect(
      describeChange(
        {
          field: 'clockout_time',
          before: '2026-11-25T19:15:00.000Z',
          after: '2026-11-25T18:45:00.000Z',
        },
        NY,
      ),
    ).toBe('clock-out 2:15 PM → 1:45 PM');
  });

  it('adds the dates when the two times are on different days there', () => {
    expect(
      describeChange(
        { field: 'end_at', before: '2026-11-25T04:00:00.000Z', after: '2026-11-25T06:00:00.000Z' },
        NY,
      ),
    ).toBe('end Nov 24, 2026, 11:00 PM → Nov 25, 2026, 1:00 AM');
  });

  it('a field set by a create reads as its value; none, yes/no and location names', () => {
    expect(describeChange({ field: 'first_name', before: null, after: 'Maria' }, NY)).toBe(
      'first name Maria',
    );
    expect(describeChange({ field: 'email', before: 'a@b.c', after: null }, NY)).toBe(
      'email a@b.c → none',
    );
    expect(describeChange({ field: 'is_paid', before: 0, after: 1 }, NY)).toBe('paid no → yes');
    expect(describeChange({ field: 'deleted', before: false, after: true }, NY)).toBe('deleted');
    expect(
      describeChange(
        { field: 'location_id', before: 'loc_a', after: 'loc_b' },
        { ...NY, locationName: (id) => ({ loc_a: 'Midtown', loc_b: 'LoDo' })[id] },
      ),
    ).toBe('location Midtown → LoDo');
  });

  it('reads Team and Developer changes in a manager’s words', () => {
    expect(
      describeChange({ field: 'permission_set', before: 'Shift lead', after: 'Bookkeeper' }, NY),
    ).toBe('permission set Shift lead → Bookkeeper');
    expect(describeChange({ field: 'refund_limit', before: 2500, after: null }, NY)).toBe(
      'refund limit 25.00 → no limit',
    );
    expect(describeChange({ field: 'hourly_rate', before: null, after: '16.50 USD' }, NY)).toBe(
      'hourly wage 16.50 USD',
    );
    expect(describeChange({ field: 'scopes', before: null, after: 'EMPLOYEES_READ' }, NY)).toBe(
      'permissions See employees, roles and wages',
    );
    expect(fieldWords('redirect_urls')).toBe('redirect URLs');
  });

  it('names employees, permissions and refund limits as a manager reads them', () => {
    const names = (id: string) => ({ emp_1: 'Ada Lovelace', emp_2: 'Grace Hopper' })[id];
    expect(
      describeChange(
        { field: 'employee_id', before: 'emp_1', after: 'emp_2' },
        { ...NY, employeeName: names },
      ),
    ).toBe('employee Ada Lovelace → Grace Hopper');
    // An id the directory does not know (or a person who may not read it) stays an id.
    expect(
      describeChange(
        { field: 'employee_id', before: null, after: 'emp_9' },
        { ...NY, employeeName: names },
      ),
    ).toBe('employee emp_9');
    expect(
      describeChange(
        {
          field: 'permissions',
          before: '["payments.read"]',
          after: '["payments.read","refunds.write"]',
        },
        NY,
      ),
    ).toBe(
      'permissions See payments, refunds and cash drawers → See payments, refunds and cash drawers · Issue refunds, up to their refund limit',
    );
    expect(
      describeChange(
        { field: 'permissions', before: null, after: '["REGISTER_ISSUE_REFUNDS"]' },
        NY,
      ),
    ).toBe('permissions Issue refunds');
    expect(
      describeChange({ field: 'permissions', before: '["staff.read"]', after: '[]' }, NY),
    ).toBe('permissions See employees and roles → none');
    expect(
      describeChange({ field: 'scopes', before: null, after: 'PAYMENTS_READ SOMETHING_NEW' }, NY),
    ).toBe('permissions See payments, refunds and cash drawers · SOMETHING_NEW');
    expect(
      describeChange(
        { field: 'refund_limit', before: null, after: 2000 },
        { ...NY, currency: 'USD' },
      ),
    ).toBe('refund limit $20.00');
    expect(
      describeChange(
        { field: 'refund_limit', before: 1500, after: null },
        { ...NY, currency: 'JPY' },
      ),
    ).toBe('refund limit ¥1,500 → no limit');
  });

  it('names unknown fields with spaces', () => {
    expect(fieldWords('some_new_field')).toBe('some new field');
  });
});

const entry = (over: Partial<ActivityEntryT>): ActivityEntryT => ({
  id: 'e1',
  occurred_at: '2026-11-25T19:14:00.000Z',
  actor: { kind: 'session', user_id: 'u1', name: 'Maria Lopez', token_id: null, app_id: null },
  address: '10.0.0.1',
  user_agent: null,
  operation: 'UpdateTimecard',
  area: 'staff',
  resource_type: 'timecard',
  resource_id: 't1',
  changes: [],
  amount_money: null,
  summary: 'edited the timecard of Ada Lovelace',
  ...over,
});

describe('entries', () => {
  it('reads as the person and the summary, with the amount for money', () => {
    expect(describeEntry(entry({}))).toBe('Maria Lopez edited the timecard of Ada Lovelace');
    expect(entryAmount(entry({}))).toBeUndefined();
    expect(entryAmount(entry({ amount_money: { amount: 8000, currency: 'USD' } }))).toBe('$80.00');
  });

  it('finds the entry of an API event: same kind, closest in time, within seconds', () => {
    const entries = [
      entry({ operation: 'CreateTimecard', occurred_at: '2026-11-25T19:00:00.010Z' }),
      entry({ operation: 'UpdateTimecard', occurred_at: '2026-11-25T19:14:00.020Z' }),
      entry({ operation: 'UpdateShift', occurred_at: '2026-11-25T19:20:00.005Z' }),
    ];
    expect(entryForEvent('create', '2026-11-25T19:00:00.000Z', entries)).toBe(0);
    expect(entryForEvent('edit', '2026-11-25T19:14:00.000Z', entries)).toBe(1);
    expect(entryForEvent('edit', '2026-11-25T19:20:00.000Z', entries)).toBe(2);
    expect(entryForEvent('edit', '2026-11-24T10:00:00.000Z', entries)).toBeUndefined();
    expect(entryForEvent('delete', '2026-11-25T19:14:00.000Z', entries)).toBeUndefined();
  });
});
