import { build } from 'esbuild';
import { expect, it } from 'vitest';

/**
 * The packages the production entry (`server/main.ts`) loads at start, before any request: what
 * it imports statically, through the service's own modules, as esbuild bundles it.
 */
async function packagesLoadedAtStart(): Promise<Set<string>> {
  const result = await build({
    entryPoints: ['server/main.ts'],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    outdir: 'start-imports',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const inputs = result.metafile.inputs;
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of inputs[path]?.imports ?? []) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path);
      else visit(imported.path);
    }
  };
  visit('server/main.ts');
  return packages;
}

it('loads better-auth at the first request that needs it, not at start', async () => {
  const packages = await packagesLoadedAtStart();
  // The walk itself finds packages: the service is started with these.
  expect(packages).toContain('hono');
  expect(packages).toContain('kysely');
  // Bearer requests never need better-auth (about 75 MiB resident on Node 24 with its plugins).
  const auth = [...packages].filter((name) =>
    /^(?:@better-auth\/|better-auth|better-call)/.test(name),
  );
  expect(auth).toEqual([]);
  // Nor nodemailer without SMTP_URL, nor pg on SQLite.
  expect(packages).not.toContain('nodemailer');
  expect(packages).not.toContain('pg');
});
