import type { Plugin } from 'vite';

/** The modules of Mantine's AppShell that read a class name off `react-remove-scroll`. */
const APP_SHELL_SECTION =
  /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell(?:Header|Footer|Aside)[\\/]\w+\.mjs$/;

const REMOVE_SCROLL_IMPORT = 'import { RemoveScroll } from "react-remove-scroll";';

/**
 * `RemoveScroll.classNames.zeroRight` (react-remove-scroll-bar's `zeroRightClassName`): the class
 * that keeps a fixed element clear of the scrollbar's gap while a modal locks the page's scroll.
 */
export const ZERO_RIGHT_CLASS_NAME = 'right-scroll-bar-position';

/** AppShell's header, footer or aside module `code` (at `id`), with the class name inlined. */
export function withInlinedScrollClassName(code: string, id: string): string | undefined {
  if (!APP_SHELL_SECTION.test(id) || !code.includes(REMOVE_SCROLL_IMPORT)) return undefined;
  // Same length of lines: the module's source map still holds.
  return code.replace(
    REMOVE_SCROLL_IMPORT,
    `const RemoveScroll = { classNames: { zeroRight: ${JSON.stringify(ZERO_RIGHT_CLASS_NAME)} } };`,
  );
}

/**
 * AppShell's header, footer and aside import `react-remove-scroll` only for the name of one class,
 * and so put all of it (the scroll lock of modals, drawers and Spotlight, about 4 kB gzip) in the
 * shell every page waits for. In a build they get the name itself; the scroll lock comes with the
 * first dialog, in that dialog's chunk.
 */
export function mantineAppShellWithoutScrollLock(): Plugin {
  return {
    name: 'ledgerline:mantine-app-shell-without-scroll-lock',
    apply: 'build',
    transform(code, id) {
      const inlined = withInlinedScrollClassName(code, id);
      return inlined === undefined ? undefined : { code: inlined, map: null };
    },
  };
}
