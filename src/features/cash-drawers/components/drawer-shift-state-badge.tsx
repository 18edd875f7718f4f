import { Badge } from '@mantine/core';
import {
  SHIFT_STATE_DESCRIPTIONS,
  SHIFT_STATE_LABELS,
  type ShiftState,
} from '../lib/drawer-format';

const COLORS: Record<ShiftState, { color: string; variant: 'filled' | 'light' }> = {
  OPEN: { color: 'teal.9', variant: 'filled' },
  ENDED: { color: 'indigo.9', variant: 'filled' },
  CLOSED: { color: 'gray', variant: 'light' },
};

/** Open drawers stand out (in use now); ended ones await their count; closed ones are plain. */
export function DrawerShiftStateBadge({ state }: { state: ShiftState | undefined }) {
  if (!state) return null;
  const { color, variant } = COLORS[state];
  return (
    <Badge
      color={color}
      variant={variant}
      miw="max-content"
      title={SHIFT_STATE_DESCRIPTIONS[state]}
    >
      {SHIFT_STATE_LABELS[state]}
    </Badge>
  );
}
