import { describe, expect, it } from 'vitest';
import { changedFields, formValuesOf } from './changed-fields';

describe('changedFields', () => {
  const current = { clockin_time: '2026-03-01T09:00:00Z', clockout_time: '2026-03-01T17:00:00Z' };

  it('sends only the times that changed', () => {
    expect(
      changedFields(current, {
        clockin_time: '2026-03-01T09:00:00.000Z',
        clockout_time: '2026-03-01T17:30:00.000Z',
      }),
    ).toEqual({ clockout_time: '2026-03-01T17:30:00.000Z' });
  });

  it('sends nothing when the times are the same instants', () => {
    expect(
      changedFields(current, {
        clockin_time: '2026-03-01T09:00:00.000Z',
        clockout_time: '2026-03-01T17:00:00.000Z',
      }),
    ).toEqual({});
  });

  it('leaves an open timecard open when no clock-out is picked', () => {
    expect(
      changedFields<{ clockin_time: string; clockout_time?: string | null }>(
        { clockin_time: current.clockin_time },
        { clockin_time: '2026-03-01T08:00:00.000Z', clockout_time: null },
      ),
    ).toEqual({ clockin_time: '2026-03-01T08:00:00.000Z' });
  });

  it('treats lists as sets and sends a cleared value as null', () => {
    const employee: { first_name: string; email: string | null; role_ids: string[] } = {
      first_name: 'Ada',
      email: 'ada@example.com',
      role_ids: ['a', 'b'],
    };
    expect(changedFields(employee, { ...employee, role_ids: ['b', 'a'] })).toEqual({});
    expect(
      changedFields<typeof employee>(employee, { ...employee, email: null, role_ids: ['a'] }),
    ).toEqual({
      email: null,
      role_ids: ['a'],
    });
  });
});

describe('formValuesOf', () => {
  it('takes every form field from the resource, and the empty value where it has none', () => {
    const empty = { first_name: '', email: null as string | null, role_ids: [] as string[] };
    expect(formValuesOf({ id: 'e1', first_name: 'Ada', role_ids: ['r1'] }, empty)).toEqual({
      first_name: 'Ada',
      email: null,
      role_ids: ['r1'],
    });
  });
});
