import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

const apiTests = '**/*.api.test.ts';

/** The import aliases of tsconfig.base.json `paths`: `@/` for the web app, `@contract/` for the service. */
const resolve = {
  alias: {
    '@contract': fileURLToPath(new URL('./src/api/schemas', import.meta.url)),
    '@': fileURLToPath(new URL('./src', import.meta.url)),
  },
};

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        resolve,
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        resolve,
        test: {
          name: 'unit-server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, apiTests],
        },
      },
      {
        // Each file starts its own servers on its own databases, so files run in parallel.
        resolve,
        test: {
          name: 'api',
          environment: 'node',
          include: [`server/${apiTests}`],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The reliability suite (reliability/README.md): run by reliability/run.ts per engine.
        resolve,
        test: {
          name: 'reliability',
          environment: 'node',
          include: ['reliability/**/*.test.ts'],
          testTimeout: 900_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
