import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { bodyOf, useCommand } from '@/api/queries';
import type { UpdateTeamMemberBody } from '@/api/schemas/team';
import { teamKeys } from './keys';

/** Everyone of the business (a team is small: one answer), with the merchant's currency. */
export function membersOptions() {
  return queryOptions({
    queryKey: teamKeys.members(),
    queryFn: ({ signal }) => bodyOf(api.GET('/app/team/members', { signal })),
  });
}

export const useMembers = () => useQuery(membersOptions());

/** One person, read from the team list (there is no separate call for one). */
export function useMember(userId: string) {
  return useQuery({
    ...membersOptions(),
    select: (team) => {
      const member = team.members.find((m) => m.id === userId);
      if (!member) throw new Error('This person is no longer on the team.');
      return { member, currency: team.currency };
    },
  });
}

export const useUpdateMember = (userId: string) =>
  useCommand(
    (body: UpdateTeamMemberBody) =>
      bodyOf(
        api.POST('/app/team/members/{user_id}', { params: { path: { user_id: userId } }, body }),
      ),
    // A set's member count changes with it.
    { invalidates: teamKeys.all },
  );

export const useRemoveMember = (userId: string) =>
  useCommand(
    () =>
      bodyOf(api.DELETE('/app/team/members/{user_id}', { params: { path: { user_id: userId } } })),
    { invalidates: teamKeys.all },
  );

export const usePasswordResetLink = (userId: string) =>
  useCommand(
    () =>
      bodyOf(
        api.POST('/app/team/members/{user_id}/password-reset-link', {
          params: { path: { user_id: userId } },
        }),
      ),
    { invalidates: teamKeys.members() },
  );
