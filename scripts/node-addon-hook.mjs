/**
 * Preloaded by scripts/node-version.sh: every file of `better-sqlite3` resolves to the copy built
 * for the running Node (LEDGERLINE_BETTER_SQLITE3), not to the checkout's, built for the machine's
 * Node. It rewrites resolved URLs, not specifiers, since vitest imports dependencies by path; it
 * covers `import` and `require` alike.
 */
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

const dir = process.env.LEDGERLINE_BETTER_SQLITE3;
if (dir) {
  const copy = pathToFileURL(`${dir}/`).href;
  const checkout = /^file:\/\/.*\/node_modules\/better-sqlite3\//;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (resolved.url.startsWith(copy) || !checkout.test(resolved.url)) return resolved;
      return { ...resolved, url: resolved.url.replace(checkout, copy) };
    },
  });
}
