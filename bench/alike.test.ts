import { expect, test } from 'vitest';
import { firstAlikePair, shiftKey } from './alike';

test('the first item whose key comes again, with the item that repeats it', () => {
  const items = ['Ava Kim', 'Liam Park', 'Liam Park', 'Ava Kim'].map((name, id) => ({ id, name }));
  expect(firstAlikePair(items, (e) => e.name)).toEqual([items[1], items[2]]);
});

test('no pair when every key differs, or with fewer than two items', () => {
  const name = (e: { name: string }) => e.name;
  expect(firstAlikePair([{ name: 'a' }, { name: 'b' }], name)).toBeUndefined();
  expect(firstAlikePair([{ name: 'a' }], name)).toBeUndefined();
  expect(firstAlikePair([], name)).toBeUndefined();
});

const shift = {
  id: 'a6f0c0de-0000-4000-8000-000000000001',
  employee_id: 'e',
  location_id: 'l',
  timezone: 'America/New_York',
  start_at: '2026-11-02T14:00:00.000Z',
  end_at: '2026-11-02T19:00:00.000Z',
  end_sort: '2026-11-02T19:00:00.000Z',
  status: 'CLOSED',
  wage_title: 'Barista',
  wage_amount: 1800,
  wage_currency: 'USD',
  version: 2,
  created_at: '2026-11-02T14:00:00.000Z',
  updated_at: '2026-11-02T19:00:00.000Z',
  deleted: 0,
  clockout_location_id: 'l',
  events: 2,
};

test('shifts at other times with other ids are alike; any other column sets them apart', () => {
  const later = {
    ...shift,
    id: 'a6f0c0de-0000-4000-8000-000000000002',
    start_at: '2026-11-09T15:00:00.000Z',
    end_at: '2026-11-09T21:00:00.000Z',
    end_sort: '2026-11-09T21:00:00.000Z',
    created_at: '2026-11-09T21:30:00.000Z',
    updated_at: '2026-11-09T21:30:00.000Z',
  };
  expect(shiftKey(later)).toBe(shiftKey(shift));
  for (const [column, value] of Object.entries({
    employee_id: 'f',
    location_id: 'm',
    wage_amount: null,
    wage_title: null,
    version: 3,
    events: 1,
    clockout_location_id: null,
  })) {
    expect(shiftKey({ ...later, [column]: value }), column).not.toBe(shiftKey(shift));
  }
});
