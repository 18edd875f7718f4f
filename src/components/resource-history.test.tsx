import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityEntryT } from '@/api/schemas/activity';
import { render } from '@/test/render';
import { MIDTOWN, queryClientWithLocations, SelectedLocation } from '@/test/locations';
import { ResourceHistory } from './resource-history';

const edit: ActivityEntryT = {
  id: 'e2',
  occurred_at: '2026-11-25T19:14:00.000Z',
  actor: { kind: 'session', user_id: 'u1', name: 'Maria Lopez', token_id: null, app_id: null },
  address: '10.0.0.1',
  user_agent: 'Firefox',
  operation: 'UpdateTimecard',
  area: 'staff',
  resource_type: 'timecard',
  resource_id: 't1',
  changes: [
    {
      field: 'clockout_time',
      before: '2026-11-25T19:15:00.000Z',
      after: '2026-11-25T18:45:00.000Z',
    },
  ],
  amount_money: null,
  summary: 'edited the timecard of Ada Lovelace',
};

const refund: ActivityEntryT = {
  ...edit,
  id: 'e3',
  actor: { kind: 'token', user_id: null, name: 'Shop integration', token_id: 'tok', app_id: null },
  operation: 'RefundPayment',
  area: 'payments',
  resource_type: 'payment',
  changes: [],
  amount_money: { amount: 5000, currency: 'USD' },
  summary: 'refunded a payment',
};

function renderHistory(entries: ActivityEntryT[], cursor?: string) {
  const queryClient = queryClientWithLocations();
  queryClient.setQueryData(['timecards', 'detail', 't1', 'activity'], {
    entries,
    ...(cursor ? { cursor } : {}),
  });
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  return render(
    <SelectedLocation>
      <ResourceHistory
        ownerKey={['timecards', 'detail', 't1']}
        resourceId="t1"
        locationId={MIDTOWN.id}
        noun="timecard"
      />
    </SelectedLocation>,
    { queryClient },
  );
}

describe('ResourceHistory', () => {
  it('names who changed the resource, when (in its location’s zone) and each field before → after', () => {
    renderHistory([edit, refund]);
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByText('Maria Lopez edited the timecard of Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('clock-out 2:15 PM → 1:45 PM')).toBeInTheDocument();
    expect(screen.getAllByText(/Nov 25, 2026, 2:14 PM/)).toHaveLength(2);
    expect(screen.getByText('Shop integration refunded a payment')).toBeInTheDocument();
    expect(screen.getByText(/· \$50\.00/)).toBeInTheDocument();
  });

  it('says so when nothing was recorded', () => {
    renderHistory([]);
    expect(screen.getByText('No changes to this timecard were recorded.')).toBeInTheDocument();
  });
});
