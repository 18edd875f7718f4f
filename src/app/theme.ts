import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Mantine's default shades fail WCAG AA as text: blue.6 on white 3.55:1, red.6 3.28:1, dimmed
// (gray.6) 3.32:1, dimmed in dark mode (dark.2 on dark.7) 4.03:1, and the placeholder grey
// (gray.5) 2.1:1 — placeholders such as "Any day" carry information here.
// Components are themed by name, not with `Badge.extend(…)`: importing a component would bring its
// code and styles to every page (toasts load on first use).
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  components: {
    // Badges say states in words ("Open", "Ended, to count"); Mantine's default capitals
    // make them read as the wire's codes (OPEN, ENDED).
    Badge: { styles: { root: { textTransform: 'none' } } },
    // A select's options are rendered when it opens, not kept in the page closed: a kept dropdown
    // is positioned (floating-ui, which lays out the whole page, then a synchronous re-render) as
    // the select mounts, some 8 ms each, and a list's filter bar mounts five of them.
    Combobox: { defaultProps: { keepMounted: false } },
    // Toasts: Mantine's close button has no accessible name, and a titled toast's message is
    // gray.6 (3.32:1); use the AA-safe dimmed colour set below.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Dismiss notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  },
});
