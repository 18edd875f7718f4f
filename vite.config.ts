import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineStylesPerComponent } from './scripts/vite-mantine-styles';

const apiOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    mantineStylesPerComponent(),
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
  },
  // The service replaces this placeholder with a fresh nonce per page (server/http/web.ts), and
  // its Content-Security-Policy allows only styles carrying it.
  html: { cspNonce: 'LEDGERLINE_CSP_NONCE' },
});
