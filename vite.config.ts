import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineStylesPerComponent } from './scripts/vite-mantine-styles';
import { preloadOnlyWhatIsMissing } from './scripts/vite-preload-deps';
import { preloadableRouteLoaders } from './scripts/vite-route-loaders';

const apiOrigin = 'http://127.0.0.1:3000';
const preloads = preloadOnlyWhatIsMissing();

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader in a chunk of its own, apart from its page (scripts/vite-route-loaders.ts).
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    preloadableRouteLoaders(),
    react(),
    mantineStylesPerComponent(),
    preloads.plugin,
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/v1': apiOrigin,
      '/v2': apiOrigin,
      '/openapi.json': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    // Every browser the build targets preloads modules itself: no polyfill in the entry.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
  },
  // The service replaces this placeholder with a fresh nonce per page (server/http/web.ts), and
  // its Content-Security-Policy allows only styles carrying it.
  html: { cspNonce: 'LEDGERLINE_CSP_NONCE' },
});
