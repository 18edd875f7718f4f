/**
 * Production starts the service in two documented ways, and tests and the bench start it with
 * `SERVICE_NODE_FLAGS`: all three must pass the same Node flags.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVICE_NODE_FLAGS } from './processes';

const flags = SERVICE_NODE_FLAGS.join(' ');

describe('the Node flags the service starts with', () => {
  it('are those of `npm start`', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(`node ${flags} scripts/run.mjs start`);
  });

  it('are those of every start of build/server/main.js in the deployment guide', () => {
    const guide = readFileSync('docs/deploy.md', 'utf8');
    const starts = [...guide.matchAll(/node (.*)build\/server\/main\.js/g)];
    expect(starts.length).toBeGreaterThan(0);
    for (const [, given] of starts) expect(given).toBe(`${flags} `);
  });
});
