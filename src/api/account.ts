import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { api } from './client';
import type { Location as LocationSchema } from './schemas/account';

export type Location = z.infer<typeof LocationSchema>;

export const accountKeys = {
  all: ['account'] as const,
  merchant: () => [...accountKeys.all, 'merchant'] as const,
  locations: () => [...accountKeys.all, 'locations'] as const,
};

/** A 401 here reaches the query cache, which signs the user out (see createQueryClient). */
export const merchantQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.merchant(),
    queryFn: async ({ signal }) => (await api.GET('/v2/merchants/me', { signal })).data,
    select: (body) => body?.merchant,
    staleTime: 5 * 60_000,
  });

export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.locations(),
    queryFn: async ({ signal }) => (await api.GET('/v2/locations', { signal })).data,
    select: (body) => body?.locations ?? [],
    staleTime: 5 * 60_000,
  });

/** Names locations by id; undefined while loading or for an id the merchant does not have. */
export function useLocationName() {
  const locations = useQuery(locationsQueryOptions());
  const names = useMemo(
    () => new Map((locations.data ?? []).map((l) => [l.id, l.name])),
    [locations.data],
  );
  return useCallback((id: string | undefined) => (id ? names.get(id) : undefined), [names]);
}
