import { em, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/**
 * True below the tablet width (Mantine's `sm` breakpoint, where the navigation also becomes a
 * drawer): lists show cards, filters fold behind a "Filters" button, drawers fill the screen.
 * Read at the first render (no table-then-cards flash); follows the window as it is resized.
 */
export function usePhoneLayout(): boolean {
  const theme = useMantineTheme();
  const below = `(max-width: ${em(parseFloat(theme.breakpoints.sm) * 16 - 0.02)})`;
  return useMediaQuery(below, undefined, { getInitialValueInEffect: false }) ?? false;
}
