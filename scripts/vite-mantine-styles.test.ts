import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentStylesheet } from './vite-mantine-styles';

const CORE = join(__dirname, '..', 'node_modules', '@mantine', 'core');

function classModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return classModules(path);
    return entry.name.endsWith('.module.mjs') ? [path] : [];
  });
}

describe('componentStylesheet', () => {
  it("names an existing stylesheet for every class-name module of Mantine's components", () => {
    const modules = classModules(join(CORE, 'esm'));
    expect(modules.length).toBeGreaterThan(50);
    const unstyled = modules.filter((path) => {
      const stylesheet = componentStylesheet(path);
      return (
        stylesheet === undefined ||
        !existsSync(join(CORE, stylesheet.replace('@mantine/core/', '')))
      );
    });
    expect(unstyled).toEqual([]);
  });

  it('covers every component stylesheet Mantine ships (all but the page-wide ones)', () => {
    const named = new Set(classModules(join(CORE, 'esm')).map((path) => componentStylesheet(path)));
    const shipped = readdirSync(join(CORE, 'styles'))
      .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
      .map((name) => `@mantine/core/styles/${name}`)
      .filter((stylesheet) => !named.has(stylesheet));
    expect(shipped.sort()).toEqual([
      '@mantine/core/styles/baseline.css',
      '@mantine/core/styles/default-css-variables.css',
      '@mantine/core/styles/global.css',
    ]);
  });

  it('leaves other modules alone', () => {
    expect(
      componentStylesheet('/app/node_modules/@mantine/core/esm/components/Table/Table.mjs'),
    ).toBeUndefined();
    expect(componentStylesheet('/app/src/components/list-table.module.css')).toBeUndefined();
    expect(
      componentStylesheet('/app/node_modules/@mantine/dates/esm/components/Day/Day.module.mjs'),
    ).toBeUndefined();
    expect(
      componentStylesheet(
        '/app/node_modules/@mantine/core/esm/components/Checkbox/CheckboxIndicator/CheckboxIndicator.module.mjs',
      ),
    ).toBe('@mantine/core/styles/CheckboxIndicator.css');
  });
});
