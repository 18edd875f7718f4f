import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { bodyOf, useCommand, workedTimeKey } from '@/api/queries';
import type { UpdateWorkweekConfigRequest, WorkweekConfigT } from '@/api/schemas/workweek-configs';
import { laborKeys } from './keys';
import { unwrap } from './unwrap';

/**
 * The merchant's workweek config: the service lists exactly one (created with Monday 00:00 when
 * first asked for). Undefined only if a service lists none.
 */
export function workweekConfigOptions() {
  return queryOptions({
    queryKey: laborKeys.workweekConfig(),
    queryFn: async ({ signal }): Promise<WorkweekConfigT | null> => {
      const body = await bodyOf(
        api.GET('/v2/labor/workweek-configs', { params: { query: { limit: '1' } }, signal }),
      );
      return body.workweek_configs?.[0] ?? null;
    },
    staleTime: 5 * 60_000,
  });
}

export const useWorkweekConfig = () => useQuery(workweekConfigOptions());

export function useUpdateWorkweekConfig(id: string) {
  const queryClient = useQueryClient();
  return useCommand(
    async (body: z.input<typeof UpdateWorkweekConfigRequest>) =>
      unwrap(
        (
          await bodyOf(
            api.PUT('/v2/labor/workweek-configs/{id}', { params: { path: { id } }, body }),
          )
        ).workweek_config,
        'workweek config',
      ),
    {
      // Weeks move with the config: every week's search and total is read again.
      invalidates: laborKeys.all,
      alsoInvalidates: workedTimeKey,
      onSuccess: (config) => queryClient.setQueryData(laborKeys.workweekConfig(), config),
    },
  );
}
