import { describe, expect, it } from 'vitest';
import { refundsSearch, toRefundListQuery } from './refunds-search';

describe('refunds list URL', () => {
  it('falls back to defaults for malformed values and keeps valid filters', () => {
    const search = refundsSearch.schema.parse({
      status: 'DONE',
      source_type: 'CASH',
      created_from: '2026-02-30',
      size: 7,
    });
    expect(search).toEqual({ source_type: 'CASH', order: 'DESC' });
    expect(search.status).toBeUndefined();
    expect(search.created_from).toBeUndefined();
  });

  it('turns whole days into instants in the location zone; old page keys are ignored', () => {
    const search = refundsSearch.schema.parse({
      created_from: '2026-03-01',
      created_to: '2026-03-01',
      status: 'COMPLETED',
      page: 'tok',
      size: 50,
    });
    expect(toRefundListQuery(search, 'America/Chicago')).toEqual({
      sort_order: 'DESC',
      begin_time: '2026-03-01T06:00:00.000Z',
      end_time: '2026-03-02T06:00:00.000Z',
      status: 'COMPLETED',
      source_type: undefined,
      location_id: undefined,
    });
  });
});
