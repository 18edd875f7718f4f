import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..');
const CORE_STYLES = join(SRC, '..', 'node_modules', '@mantine', 'core', 'styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('mantine-styles', () => {
  it('loads the styles of every Mantine component the app imports', () => {
    const listed = readFileSync(join(__dirname, 'mantine-styles.ts'), 'utf8');
    const used = new Set<string>();
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const [, names] of text.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)) {
        for (const name of names!.split(',')) {
          const bare = name
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!;
          if (/^[A-Z]/.test(bare)) used.add(bare);
        }
      }
    }
    const missing = [...used].filter(
      (name) =>
        existsSync(join(CORE_STYLES, `${name}.css`)) &&
        !listed.includes(`'@mantine/core/styles/${name}.css'`),
    );
    expect(missing).toEqual([]);
  });
});
