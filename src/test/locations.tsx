import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { accountKeys, type Location } from '@/api/account';
import { OWNER, signedInAs } from './render';
import { TimeZoneProvider } from '@/lib/time-zone';

function location(id: string, name: string, timezone: string): Location {
  return {
    id,
    merchant_id: 'merchant_1',
    name,
    business_name: 'Ledgerline Coffee',
    timezone,
    status: 'ACTIVE',
    country: 'US',
    currency: 'USD',
    language_code: 'en-US',
    created_at: '2026-01-01T00:00:00Z',
  };
}

/** A merchant with a New York and a Denver location: the demo's Midtown and LoDo. */
export const MIDTOWN = location('loc_midtown', 'Midtown', 'America/New_York');
export const LODO = location('loc_lodo', 'LoDo', 'America/Denver');

/** A query client that already holds the merchant's locations (no request is made for them). */
export function queryClientWithLocations(locations: Location[] = [MIDTOWN, LODO]): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData(accountKeys.locations(), { locations });
  signedInAs(queryClient, OWNER);
  return queryClient;
}

/** As the shell does with `selected` chosen in the header's location switcher. */
export function SelectedLocation({
  selected = MIDTOWN,
  children,
}: {
  selected?: Location;
  children: ReactNode;
}) {
  return (
    <TimeZoneProvider value={{ timeZone: selected.timezone, source: selected.name }}>
      {children}
    </TimeZoneProvider>
  );
}
