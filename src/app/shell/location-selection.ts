import { useSessionStorage } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { z } from 'zod';
import { locationsQueryOptions, type Location } from './account-queries';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page shows one location's data: the switcher writes `?location=` into its URL. */
    locationScoped?: boolean;
  }
}

/** Spread into a location-scoped route's `validateSearch` schema. */
export const locationSearchShape = {
  location: z.string().min(1).optional().catch(undefined),
};

const REMEMBERED_LOCATION_KEY = 'ledgerline.locationId';

export function useRememberedLocationId() {
  return useSessionStorage<string | null>({ key: REMEMBERED_LOCATION_KEY, defaultValue: null });
}

export function forgetLocationId() {
  sessionStorage.removeItem(REMEMBERED_LOCATION_KEY);
}

/** The URL's location wins, then the remembered one, then the first active location. */
export function pickLocation(
  locations: Location[],
  fromUrl: string | undefined,
  remembered: string | null,
): Location | undefined {
  const byId = (id: string | null | undefined) =>
    id ? locations.find((location) => location.id === id) : undefined;
  return (
    byId(fromUrl) ??
    byId(remembered) ??
    locations.find((location) => location.status === 'ACTIVE') ??
    locations[0]
  );
}

export function useSelectedLocation() {
  const locationsQuery = useQuery(locationsQueryOptions());
  const fromUrl = useSearch({
    strict: false,
    select: (search: Record<string, unknown>) =>
      typeof search.location === 'string' ? search.location : undefined,
  });
  const [remembered] = useRememberedLocationId();
  const location = locationsQuery.data
    ? pickLocation(locationsQuery.data, fromUrl, remembered)
    : undefined;
  return { location, locationsQuery };
}
