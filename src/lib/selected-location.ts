import { useSessionStorage } from '@mantine/hooks';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { accountKeys, locationsQueryOptions, type Location } from '@/api/account';
import { searchString } from './list-search';
import { browserTimeZone } from './time-zone';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page shows one location's data: the switcher writes `?location=` into its URL. */
    locationScoped?: boolean;
  }
}

/** Spread into a location-scoped route's `validateSearch` parameters. */
export const locationSearchShape = {
  location: searchString(1),
};

const REMEMBERED_LOCATION_KEY = 'ledgerline.locationId';

export function useRememberedLocationId() {
  return useSessionStorage<string | null>({ key: REMEMBERED_LOCATION_KEY, defaultValue: null });
}

export function forgetLocationId() {
  sessionStorage.removeItem(REMEMBERED_LOCATION_KEY);
}

/** What `useRememberedLocationId` stored (Mantine keeps it as JSON), outside React. */
function readRememberedLocationId(): string | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(REMEMBERED_LOCATION_KEY) ?? 'null');
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The URL's location wins, then the remembered one, then the first active location. */
function pickLocation(
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

/**
 * The selected location's time zone for a route loader, which runs before any component can ask.
 * Locations already loaded answer at once; otherwise they are loaded first only when `needed`
 * (the request depends on the zone), so a list without day filters prefetches without waiting.
 * Without the locations (e.g. a token lacking MERCHANT_PROFILE_READ) it is the browser's zone, as
 * in the page.
 */
export async function loaderTimeZone(
  queryClient: QueryClient,
  needed: boolean,
  fromUrl?: string,
): Promise<string> {
  type LocationsBody = Awaited<
    ReturnType<NonNullable<ReturnType<typeof locationsQueryOptions>['queryFn']>>
  >;
  let body = queryClient.getQueryData<LocationsBody>(accountKeys.locations());
  if (!body && needed) {
    body = await queryClient.ensureQueryData(locationsQueryOptions()).catch(() => undefined);
  }
  const location = pickLocation(body?.locations ?? [], fromUrl, readRememberedLocationId());
  return location?.timezone ?? browserTimeZone();
}

/**
 * The location a location-scoped route's loader requests for (`?location=`, else the remembered
 * one, else the first active): its requests name the location, so it waits for the locations.
 * Undefined without locations (none, or no MERCHANT_PROFILE_READ), as in the page.
 */
export async function loaderLocation(
  queryClient: QueryClient,
  fromUrl: string | undefined,
): Promise<Location | undefined> {
  const body = await queryClient.ensureQueryData(locationsQueryOptions()).catch(() => undefined);
  return pickLocation(body?.locations ?? [], fromUrl, readRememberedLocationId());
}
