import { Select, type SelectProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * Mantine's Select, in a chunk of its own: its dropdown (Combobox, Popover and the floating-ui
 * that places it) is not needed for the first page to show its rows (see LocationSwitcher).
 */
export function LocationSelect(props: SelectProps & { ref?: Ref<HTMLInputElement> }) {
  return <Select {...props} />;
}
