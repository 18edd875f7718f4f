import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ItemsTable } from '@/components/items-table';
import { usePaymentCheckout } from '@/features/payments/api/payment-reports';
import { formatMoney } from '@/lib/money';

/** What was bought: the lines of the sale the order's payment belongs to. */
export function OrderItems({ paymentId }: { paymentId: string | null | undefined }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        What was bought
      </Title>
      {paymentId ? (
        <Items paymentId={paymentId} />
      ) : (
        <Text size="sm" c="dimmed">
          Not known yet: the order has no payment.
        </Text>
      )}
    </Stack>
  );
}

function Items({ paymentId }: { paymentId: string }) {
  const checkout = usePaymentCheckout(paymentId);
  if (checkout.isPending) return <Skeleton height={64} />;
  if (checkout.isError) {
    return (
      <Alert color="gray" title="Could not load what was bought" role="status">
        The rest of the order is correct. Close and open it again to retry.
      </Alert>
    );
  }
  const items = checkout.data.items;
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The store sent no list of items for this order.
      </Text>
    );
  }
  return (
    <ItemsTable
      label="What was bought"
      lines={items.map((item) => ({
        name: item.name,
        variationName: item.variation_name,
        quantity: item.quantity,
        total: formatMoney(item.total_money),
      }))}
    />
  );
}
