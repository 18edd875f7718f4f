import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as testingLibraryRender } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { meKeys, parseMe } from '@/api/me';
import { cssVariablesResolver, theme } from '@/app/theme';

interface RenderOptions {
  queryClient?: QueryClient;
}

/** Renders inside the app's Mantine theme and a fresh, retry-free query client. */
export function render(ui: ReactElement, { queryClient = testQueryClient() }: RenderOptions = {}) {
  return {
    user: userEvent.setup(),
    queryClient,
    ...testingLibraryRender(ui, {
      wrapper: ({ children }) => (
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      ),
    }),
  };
}

/** A retry-free query client in which the owner is signed in (see `signedInAs`). */
function testQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  signedInAs(queryClient, OWNER);
  return queryClient;
}

export interface TestPerson {
  isOwner?: boolean;
  permissions?: string[];
  refundLimit?: number | null;
  twoFactorEnabled?: boolean;
  name?: string;
  email?: string;
}

export const OWNER: TestPerson = {
  isOwner: true,
  name: 'Olivia Owner',
  email: 'owner@example.com',
};

/** Puts `person` in the cache as the answer of `GET /app/me` (no request is made for it). */
export function signedInAs(queryClient: QueryClient, person: TestPerson): void {
  queryClient.setQueryData(
    meKeys.all,
    parseMe({
      id: 'user_1',
      name: 'Maria Lopez',
      email: 'maria@example.com',
      isOwner: false,
      permissions: [],
      refundLimit: null,
      twoFactorEnabled: false,
      ...person,
    }),
  );
}
