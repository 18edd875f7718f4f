import type { ConsentQuery } from '@/api/schemas/developer';

/** Every Developer query key. */
export const developerKeys = {
  all: ['developer'] as const,
  tokens: () => [...developerKeys.all, 'tokens'] as const,
  apps: () => [...developerKeys.all, 'apps'] as const,
  connectedApps: () => [...developerKeys.all, 'connected-apps'] as const,
  consent: (query: ConsentQuery) => [...developerKeys.all, 'consent', query] as const,
};
