import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/api/client';
import { bodyOf, useCommand } from '@/api/queries';
import type {
  ConsentDecisionRequest,
  ConsentQuery,
  CreateOAuthAppRequest,
  CreatePersonalTokenRequest,
} from '@/api/schemas/developer';
import { developerKeys } from './keys';

export const personalTokensOptions = () =>
  queryOptions({
    queryKey: developerKeys.tokens(),
    queryFn: async ({ signal }) =>
      (await bodyOf(api.GET('/app/developer/tokens', { signal }))).tokens,
  });
export const usePersonalTokens = () => useQuery(personalTokensOptions());

export const useCreatePersonalToken = () =>
  useCommand(
    (body: z.input<typeof CreatePersonalTokenRequest>) =>
      bodyOf(api.POST('/app/developer/tokens', { body })),
    { invalidates: developerKeys.tokens() },
  );

export const useRevokePersonalToken = () =>
  useCommand(
    (id: string) => bodyOf(api.DELETE('/app/developer/tokens/{id}', { params: { path: { id } } })),
    { invalidates: developerKeys.tokens() },
  );

export const appsOptions = () =>
  queryOptions({
    queryKey: developerKeys.apps(),
    queryFn: async ({ signal }) => (await bodyOf(api.GET('/app/developer/apps', { signal }))).apps,
  });
export const useApps = () => useQuery(appsOptions());

export const useCreateApp = () =>
  useCommand(
    (body: z.input<typeof CreateOAuthAppRequest>) =>
      bodyOf(api.POST('/app/developer/apps', { body })),
    { invalidates: developerKeys.apps() },
  );

export const useDeleteApp = () =>
  useCommand(
    (id: string) => bodyOf(api.DELETE('/app/developer/apps/{id}', { params: { path: { id } } })),
    { invalidates: developerKeys.apps(), alsoInvalidates: developerKeys.connectedApps() },
  );

export const connectedAppsOptions = () =>
  queryOptions({
    queryKey: developerKeys.connectedApps(),
    queryFn: async ({ signal }) =>
      (await bodyOf(api.GET('/app/developer/connected-apps', { signal }))).apps,
  });
export const useConnectedApps = () => useQuery(connectedAppsOptions());

export const useDisconnectApp = () =>
  useCommand(
    (id: string) =>
      bodyOf(api.DELETE('/app/developer/connected-apps/{id}', { params: { path: { id } } })),
    { invalidates: developerKeys.connectedApps() },
  );

const consentOptions = (query: ConsentQuery) =>
  queryOptions({
    queryKey: developerKeys.consent(query),
    queryFn: ({ signal }) =>
      bodyOf(api.GET('/app/developer/consent', { params: { query }, signal })),
    staleTime: Infinity,
  });
export const useConsent = (query: ConsentQuery) => useQuery(consentOptions(query));

export const useDecideConsent = () =>
  useCommand(
    (body: ConsentDecisionRequest) => bodyOf(api.POST('/app/developer/consent', { body })),
    { invalidates: developerKeys.connectedApps() },
  );
