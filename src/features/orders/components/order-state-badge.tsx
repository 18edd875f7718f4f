import { Badge } from '@mantine/core';
import { STATE_COLORS, stateLabel } from '../lib/order-format';

/** The order's state as a dot badge: its word, never the colour alone. */
export function OrderStateBadge({ state }: { state: string | undefined }) {
  return (
    <Badge
      color={(state && STATE_COLORS[state]) || 'gray'}
      variant="dot"
      size="sm"
      miw="max-content"
    >
      {stateLabel(state)}
    </Badge>
  );
}
