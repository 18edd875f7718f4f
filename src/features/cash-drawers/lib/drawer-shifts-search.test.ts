import { describe, expect, it } from 'vitest';
import {
  drawerShiftsSearchSchema,
  shownShifts,
  toDrawerShiftListQuery,
} from './drawer-shifts-search';

describe('drawerShiftsSearchSchema', () => {
  it('reads the location, the opened days and the order; newest first by default', () => {
    expect(
      drawerShiftsSearchSchema.parse({
        location: 'L1',
        opened_from: '2026-11-01',
        opened_to: '2026-11-14',
        order: 'ASC',
      }),
    ).toEqual({
      location: 'L1',
      opened_from: '2026-11-01',
      opened_to: '2026-11-14',
      order: 'ASC',
      show: 'all',
    });
    expect(drawerShiftsSearchSchema.parse({})).toEqual({ order: 'DESC', show: 'all' });
  });

  it('drops what is malformed instead of failing the page', () => {
    expect(
      drawerShiftsSearchSchema.parse({
        opened_from: 'yesterday',
        opened_to: 20261114,
        order: 'UP',
        show: 'some',
      }),
    ).toEqual({ order: 'DESC', show: 'all' });
  });
});

describe('toDrawerShiftListQuery', () => {
  it('turns whole days in the location zone into instants: begin inclusive, end exclusive', () => {
    expect(
      toDrawerShiftListQuery(
        { opened_from: '2026-11-01', opened_to: '2026-11-14', order: 'DESC' },
        'America/Los_Angeles',
      ),
    ).toEqual({
      order: 'DESC',
      begin_time: '2026-11-01T07:00:00.000Z', // PDT until Nov 1, 2 a.m.
      end_time: '2026-11-15T08:00:00.000Z', // PST
    });
  });

  it('without days it sends no range: the service lists the last 90 days', () => {
    expect(toDrawerShiftListQuery({ order: 'ASC' }, 'UTC')).toEqual({
      order: 'ASC',
      begin_time: undefined,
      end_time: undefined,
    });
  });
});

describe('shownShifts', () => {
  const usd = (amount: number) => ({ amount, currency_code: 'USD' });
  const shift = (id: string, event_type: 'OPEN' | 'ENDED' | 'CLOSED', counted?: number) => ({
    id,
    event_type,
    starting_cash_money: usd(10_000),
    expected_cash_money: usd(10_000),
    ...(counted === undefined ? {} : { closed_cash_money: usd(counted) }),
  });
  const shifts = [
    shift('even', 'CLOSED', 10_000),
    shift('short', 'CLOSED', 9_500),
    shift('over', 'CLOSED', 10_100),
    shift('open', 'OPEN'),
    shift('ended', 'ENDED'),
  ];
  const ids = (show: 'all' | 'differences' | 'uncounted') =>
    shownShifts(shifts, show).map((s) => s.id);

  it('keeps every shift, or only those counted over or short, or those not counted yet', () => {
    expect(ids('all')).toEqual(['even', 'short', 'over', 'open', 'ended']);
    expect(ids('differences')).toEqual(['short', 'over']);
    expect(ids('uncounted')).toEqual(['open', 'ended']);
  });
});
