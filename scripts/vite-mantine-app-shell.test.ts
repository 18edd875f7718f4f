import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { ZERO_RIGHT_CLASS_NAME, withInlinedScrollClassName } from './vite-mantine-app-shell';

const APP_SHELL = join(
  __dirname,
  '..',
  'node_modules',
  '@mantine',
  'core',
  'esm',
  'components',
  'AppShell',
);

describe('withInlinedScrollClassName', () => {
  it('inlines the very class name react-remove-scroll gives', () => {
    expect(ZERO_RIGHT_CLASS_NAME).toBe(RemoveScroll.classNames.zeroRight);
  });

  it.each(['Header', 'Footer', 'Aside'])(
    'leaves AppShell%s no import of react-remove-scroll, and the same lines',
    (section) => {
      const path = join(APP_SHELL, `AppShell${section}`, `AppShell${section}.mjs`);
      const code = readFileSync(path, 'utf8');
      const inlined = withInlinedScrollClassName(code, path);
      expect(inlined).toBeDefined();
      expect(inlined).not.toContain('react-remove-scroll');
      expect(inlined).toContain('RemoveScroll.classNames.zeroRight');
      expect(inlined!.split('\n')).toHaveLength(code.split('\n').length);
    },
  );

  it('leaves other modules alone (a modal still locks the scroll)', () => {
    const path = join(APP_SHELL, '..', 'ModalBase', 'ModalBase.mjs');
    expect(withInlinedScrollClassName(readFileSync(path, 'utf8'), path)).toBeUndefined();
  });
});
