import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { collectAllPages, v2Page } from '@/api/paging';
import { bodyOf, useCommand } from '@/api/queries';
import type {
  BreakTypeT,
  CreateBreakTypeRequest,
  UpdateBreakTypeRequest,
} from '@/api/schemas/break-types';
import { laborKeys } from './keys';
import { unwrap } from './unwrap';

/** A location's break types (at most three), oldest first. */
export function breakTypeListOptions(locationId: string) {
  return queryOptions({
    queryKey: laborKeys.breakTypeList(locationId),
    queryFn: ({ signal }) =>
      collectAllPages(async (cursor) => {
        const body = await bodyOf(
          api.GET('/v2/labor/break-types', {
            params: { query: { location_id: locationId, limit: '200', cursor } },
            signal,
          }),
        );
        return v2Page<BreakTypeT>(body.break_types, body.cursor);
      }),
  });
}

export const useBreakTypes = (locationId: string | undefined) =>
  useQuery({ ...breakTypeListOptions(locationId ?? ''), enabled: locationId !== undefined });

export function breakTypeOptions(id: string) {
  return queryOptions({
    queryKey: laborKeys.breakType(id),
    queryFn: async ({ signal }) =>
      unwrap(
        (await bodyOf(api.GET('/v2/labor/break-types/{id}', { params: { path: { id } }, signal })))
          .break_type,
        'break type',
      ),
  });
}

export const useBreakType = (id: string) => useQuery(breakTypeOptions(id));

export const useCreateBreakType = () =>
  useCommand(
    async (body: z.input<typeof CreateBreakTypeRequest>) =>
      unwrap((await bodyOf(api.POST('/v2/labor/break-types', { body }))).break_type, 'break type'),
    { invalidates: laborKeys.breakTypes() },
  );

export function useUpdateBreakType(id: string) {
  const queryClient = useQueryClient();
  return useCommand(
    async (body: z.input<typeof UpdateBreakTypeRequest>) =>
      unwrap(
        (await bodyOf(api.PUT('/v2/labor/break-types/{id}', { params: { path: { id } }, body })))
          .break_type,
        'break type',
      ),
    {
      invalidates: laborKeys.breakTypes(),
      onSuccess: (breakType) => queryClient.setQueryData(laborKeys.breakType(id), breakType),
    },
  );
}

export function useDeleteBreakType(id: string) {
  const queryClient = useQueryClient();
  return useCommand(
    () => bodyOf(api.DELETE('/v2/labor/break-types/{id}', { params: { path: { id } } })),
    {
      invalidates: laborKeys.breakTypes(),
      onSuccess: () => queryClient.removeQueries({ queryKey: laborKeys.breakType(id) }),
    },
  );
}
