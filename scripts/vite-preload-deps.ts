import type { Plugin } from 'vite';

/** What this reads of a chunk in the bundle: the chunks it imports statically. */
interface ChunkImports {
  type: string;
  imports?: readonly string[];
}

/**
 * The JS chunks `host` needs before it runs: itself and everything it imports statically, at any
 * depth (ES modules run after all their static imports have).
 */
export function loadedBefore(bundle: Record<string, ChunkImports>, host: string): Set<string> {
  const loaded = new Set<string>();
  const visit = (fileName: string) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type === 'chunk') for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(host);
  return loaded;
}

/**
 * Leaner preload lists for the build's dynamic imports. With each `import()`, Vite lists every JS
 * chunk the imported one needs, so that they download together; most of them (React, the router,
 * Mantine's core) are ones the importing chunk itself imports, loaded before it could run. Each
 * list is written into the entry (as `__vite__mapDeps`), a few kB of it for about 120 lazy routes,
 * pages and dialogs. This leaves out of a list what its importing chunk has already loaded; the
 * stylesheets stay (Vite keeps them apart from `resolveDependencies`).
 *
 * Use both halves: the plugin reads the bundle before Vite writes the lists, and
 * `resolveDependencies` goes in `build.modulePreload`.
 */
export function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Record<string, ChunkImports> | undefined;
  const loaded = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'ledgerline:preload-only-what-is-missing',
      apply: 'build',
      generateBundle(_options, output) {
        bundle = output;
        loaded.clear();
      },
    },
    resolveDependencies(_file, deps, { hostId }) {
      if (bundle === undefined) return deps;
      let before = loaded.get(hostId);
      if (before === undefined) {
        before = loadedBefore(bundle, hostId);
        loaded.set(hostId, before);
      }
      return deps.filter((dep) => !before.has(dep));
    },
  };
}
