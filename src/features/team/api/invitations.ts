import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { bodyOf, useCommand } from '@/api/queries';
import type { CreateInvitationBody } from '@/api/schemas/team';
import { teamKeys } from './keys';

/** Invitations still waiting for an answer, newest first. */
export function invitationsOptions() {
  return queryOptions({
    queryKey: teamKeys.invitations(),
    queryFn: ({ signal }) =>
      bodyOf(api.GET('/app/team/invitations', { signal })).then((body) => body.invitations),
  });
}

export const useInvitations = () => useQuery(invitationsOptions());

export const useCreateInvitation = () =>
  useCommand((body: CreateInvitationBody) => bodyOf(api.POST('/app/team/invitations', { body })), {
    invalidates: teamKeys.all,
  });

export const useRevokeInvitation = () =>
  useCommand(
    (id: string) => bodyOf(api.DELETE('/app/team/invitations/{id}', { params: { path: { id } } })),
    { invalidates: teamKeys.all },
  );

/** What an invitation link offers; public, read before anyone signs in. */
export function invitationPreviewOptions(secret: string) {
  return queryOptions({
    queryKey: teamKeys.invitation(secret),
    queryFn: ({ signal }) =>
      bodyOf(api.GET('/app/invitations/{secret}', { params: { path: { secret } }, signal })),
    retry: false,
  });
}

export const useInvitationPreview = (secret: string) => useQuery(invitationPreviewOptions(secret));

export const useAcceptInvitation = (secret: string) =>
  useCommand(
    (body: { name: string; password: string }) =>
      bodyOf(api.POST('/app/invitations/{secret}/accept', { params: { path: { secret } }, body })),
    { invalidates: teamKeys.invitation(secret) },
  );
