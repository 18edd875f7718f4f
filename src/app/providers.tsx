// Mantine's page-wide styles; each component's own come with it (scripts/vite-mantine-styles.ts).
// Its CSS variables are not among them: MantineProvider writes them all (below).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredNotifications } from './deferred-notifications';
import { cssVariablesResolver, theme } from './theme';

declare global {
  /** Read by get-nonce (react-remove-scroll's style element, used by modals and Spotlight). */
  var __webpack_nonce__: string | undefined;
}

/**
 * The page's CSP nonce (server/http/web.ts puts it on `<meta property="csp-nonce">`): the style
 * elements Mantine and react-remove-scroll add at run time carry it, or the policy blocks them.
 */
function styleNonce(): string {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';
}

const pageNonce = styleNonce();
if (pageNonce) globalThis.__webpack_nonce__ = pageNonce;

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      getStyleNonce={styleNonce}
      // Every theme variable from the provider's own style element, in the render that first
      // paints anything, rather than Mantine's defaults as a stylesheet (4 kB gzip, fetched
      // before the first page) and only the theme's differences from them here. Before that
      // render the page is empty, as it was with the stylesheet.
      deduplicateCssVariables={false}
    >
      <DeferredNotifications />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
