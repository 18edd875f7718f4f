import type { Plugin } from 'vite';

/**
 * A Mantine core component's class-name module (`…/@mantine/core/esm/components/Table/
 * Table.module.mjs`, `…/esm/utils/InlineInput/InlineInput.module.mjs`): every module that renders
 * the component's classes imports it.
 */
const CLASS_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:[^\\/]+[\\/])+(\w+)\.module\.mjs$/;

/** The stylesheet of the component whose class-name module `id` is, if it is one. */
export function componentStylesheet(id: string): string | undefined {
  const name = CLASS_MODULE.exec(id)?.[1];
  return name === undefined ? undefined : `@mantine/core/styles/${name}.css`;
}

/**
 * Mantine's styles per component in a build: each class-name module imports its component's
 * stylesheet, so a component's CSS lands in the chunk that holds the component and a page fetches
 * only the styles of what it renders (a lazily loaded dialog brings its own). Imported after the
 * component's other imports, a stylesheet follows those of the components it is built from, as in
 * Mantine's `styles.css`. The dev server pre-bundles `@mantine/core` out of plugins' sight, so
 * there the page links all of Mantine's styles.
 */
export function mantineStylesPerComponent(): Plugin[] {
  return [
    {
      name: 'ledgerline:mantine-styles-per-component',
      apply: 'build',
      transform(code, id) {
        const stylesheet = componentStylesheet(id);
        // Appended, the code keeps its lines, so its source map still holds.
        return stylesheet === undefined
          ? undefined
          : { code: `${code}\nimport '${stylesheet}';\n`, map: null };
      },
    },
    {
      name: 'ledgerline:mantine-styles-in-dev',
      apply: 'serve',
      transformIndexHtml: () => [
        {
          tag: 'link',
          attrs: { rel: 'stylesheet', href: '/node_modules/@mantine/core/styles.css' },
          injectTo: 'head-prepend',
        },
      ],
    },
  ];
}
