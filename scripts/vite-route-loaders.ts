import type { Plugin } from 'vite';

/** A route file of the app, as the router plugin left it (not one of its split chunks). */
const ROUTE_FILE = /[\\/]src[\\/]routes[\\/][^?]*\.tsx?$/;

const SPLIT_LOADER = /lazyFn\((\$\$splitLoaderImporter), (['"])loader\2\)/;

/**
 * A route file whose loader the router plugin split out (`loader: lazyFn(importer, 'loader')`),
 * with the loader given that importer as its `preload`; `undefined` when the file has no split
 * loader. Throws when the file names the importer in a form this does not know (a new version of
 * the plugin), rather than leave a loader that cannot be preloaded.
 */
export function withPreloadableLoader(code: string, id: string): string | undefined {
  if (!ROUTE_FILE.test(id) || !code.includes('$$splitLoaderImporter')) return undefined;
  if (!SPLIT_LOADER.test(code)) {
    throw new Error(
      `${id}: the router plugin's split loader is not \`lazyFn(importer, 'loader')\``,
    );
  }
  return code.replace(SPLIT_LOADER, 'Object.assign($&, { preload: $1 })');
}

/**
 * Each route's loader in a chunk of its own (the router plugin's `codeSplittingOptions`), so the
 * entry every page waits for holds no other page's loader and the modules it imports; each split
 * loader gets a `preload` (its chunk's import) that `preloadRouteChunks` calls beside the session
 * check, so the loader of a page opened directly still runs as soon as the session is known.
 */
export function preloadableRouteLoaders(): Plugin {
  return {
    name: 'ledgerline:preloadable-route-loaders',
    transform(code, id) {
      const preloadable = withPreloadableLoader(code, id);
      return preloadable === undefined ? undefined : { code: preloadable, map: null };
    },
  };
}
