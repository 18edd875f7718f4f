import { describe, expect, it } from 'vitest';
import { withPreloadableLoader } from './vite-route-loaders';

const ROUTE = '/app/src/routes/_app/deposits.tsx';
// What the router plugin leaves of a route file whose loader it split out (its reference form).
const SPLIT = [
  "const $$splitLoaderImporter = () => import('./deposits.tsx?tsr-split=loader');",
  "export const Route = createFileRoute('/_app/deposits')({",
  "  loader: lazyFn($$splitLoaderImporter, 'loader'),",
  '});',
].join('\n');

describe('withPreloadableLoader', () => {
  it("gives a split loader its chunk's import as `preload`", () => {
    const code = withPreloadableLoader(SPLIT, ROUTE);
    expect(code).toContain(
      "loader: Object.assign(lazyFn($$splitLoaderImporter, 'loader'), { preload: $$splitLoaderImporter }),",
    );
  });

  it('leaves alone files that are not routes, and routes without a split loader', () => {
    expect(withPreloadableLoader(SPLIT, '/app/src/features/deposits/api.ts')).toBeUndefined();
    expect(withPreloadableLoader("export const Route = createFileRoute('/')({});", ROUTE)).toBe(
      undefined,
    );
  });

  it('refuses a split loader in a form it does not know, rather than leave it unpreloadable', () => {
    const other = SPLIT.replace(
      "lazyFn($$splitLoaderImporter, 'loader')",
      'lazy($$splitLoaderImporter)',
    );
    expect(() => withPreloadableLoader(other, ROUTE)).toThrow(/split loader/);
  });
});
