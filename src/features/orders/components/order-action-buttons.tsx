import { IconPackageExport, IconReceiptRefund, IconX } from '@tabler/icons-react';
import { LinkButton } from '@/components/link-button';
import { offeredActions, type OrderAction } from '../lib/order-actions';
import { Gated } from '@/lib/gated';

const icons = {
  COMPLETE: IconPackageExport,
  CANCEL: IconX,
  REFUND: IconReceiptRefund,
} as const;

const labels: Record<OrderAction, string> = {
  COMPLETE: 'Complete',
  CANCEL: 'Cancel order',
  REFUND: 'Refund',
};

/** The drawer's actions, each a route of its own; only those the order's state allows. */
export function OrderActionButtons({ orderId, state }: { orderId: string; state?: string }) {
  const allowed = offeredActions(state);
  return (
    <>
      {allowed.map((action) => {
        const Icon = icons[action];
        const common = {
          params: { orderId },
          search: true as const,
          variant: action === 'COMPLETE' ? 'filled' : 'default',
          leftSection: <Icon size={16} stroke={1.5} aria-hidden />,
          children: labels[action],
        };
        return action === 'COMPLETE' ? (
          <Gated key={action} permission="orders.write">
            <LinkButton to="/orders/$orderId/complete" {...common} />
          </Gated>
        ) : action === 'CANCEL' ? (
          <Gated key={action} permission="orders.write">
            <LinkButton to="/orders/$orderId/cancel" {...common} />
          </Gated>
        ) : (
          <Gated key={action} permission="orders.write">
            <LinkButton to="/orders/$orderId/refund" {...common} />
          </Gated>
        );
      })}
    </>
  );
}
