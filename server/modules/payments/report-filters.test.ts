import { describe, expect, it } from 'vitest';
import { paymentsRange, resolveFilters } from './report-filters';

const NOW = new Date('2026-03-01T12:00:00.000Z');

describe('the payments range (GET /v2/payments and its reports)', () => {
  it('defaults to the year before now, to now', () => {
    expect(paymentsRange({}, NOW)).toEqual({
      begin_time: '2025-03-01T12:00:00.000Z',
      end_time: '2026-03-01T12:00:00.000Z',
    });
  });

  it('starts a year before now whatever end_time is, as the wire does', () => {
    expect(paymentsRange({ end_time: '2026-01-01T00:00:00.000Z' }, NOW).begin_time).toBe(
      '2025-03-01T12:00:00.000Z',
    );
    expect(paymentsRange({ begin_time: '2020-01-01T00:00:00.000Z' }, NOW)).toEqual({
      begin_time: '2020-01-01T00:00:00.000Z',
      end_time: '2026-03-01T12:00:00.000Z',
    });
  });

  it('is the totals and the export range too, refused when it is empty', () => {
    const f = resolveFilters('m', { end_time: '2026-01-01T00:00:00.000Z' }, NOW);
    expect([f.begin_time, f.end_time]).toEqual([
      '2025-03-01T12:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
    expect(() => resolveFilters('m', { end_time: '2024-01-01T00:00:00.000Z' }, NOW)).toThrow(
      'end_time must be after begin_time',
    );
  });
});
