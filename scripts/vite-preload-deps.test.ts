import { describe, expect, it } from 'vitest';
import { loadedBefore, preloadOnlyWhatIsMissing } from './vite-preload-deps';

// entry imports react and shell; shell imports mantine; page imports mantine and its own helper.
const BUNDLE = {
  'entry.js': { type: 'chunk', imports: ['react.js', 'shell.js'] },
  'react.js': { type: 'chunk' },
  'shell.js': { type: 'chunk', imports: ['mantine.js'] },
  'mantine.js': { type: 'chunk', imports: ['react.js'] },
  'page.js': { type: 'chunk', imports: ['mantine.js', 'helper.js'] },
  'helper.js': { type: 'chunk' },
  'page.css': { type: 'asset' },
};

describe('loadedBefore', () => {
  it('is the chunk and everything it imports statically, at any depth', () => {
    expect([...loadedBefore(BUNDLE, 'entry.js')].sort()).toEqual([
      'entry.js',
      'mantine.js',
      'react.js',
      'shell.js',
    ]);
  });
});

describe('preloadOnlyWhatIsMissing', () => {
  it('drops from a dynamic import what the importing chunk has loaded, and keeps the rest', () => {
    const { plugin, resolveDependencies } = preloadOnlyWhatIsMissing();
    const deps = ['page.js', 'mantine.js', 'helper.js', 'react.js'];
    // Before the bundle is known it changes nothing.
    expect(resolveDependencies('page.js', deps, { hostId: 'entry.js' })).toEqual(deps);
    const generate = plugin.generateBundle as unknown as (o: unknown, b: typeof BUNDLE) => void;
    generate.call(undefined, {}, BUNDLE);
    expect(resolveDependencies('page.js', deps, { hostId: 'entry.js' })).toEqual([
      'page.js',
      'helper.js',
    ]);
    expect(resolveDependencies('page.js', deps, { hostId: 'react.js' })).toEqual([
      'page.js',
      'mantine.js',
      'helper.js',
    ]);
  });
});
