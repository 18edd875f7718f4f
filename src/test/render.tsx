import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as testingLibraryRender } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
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

function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}
