import { Alert, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
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
    <Table aria-label="What was bought" verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Item</Table.Th>
          <Table.Th scope="col" style={{ textAlign: 'right' }}>
            Quantity
          </Table.Th>
          <Table.Th scope="col" style={{ textAlign: 'right' }}>
            Total
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item, i) => (
          <Table.Tr key={`${item.name}-${i}`}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>
              {item.name}
              {item.variation_name ? (
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({item.variation_name})
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>{item.quantity}</Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
              {formatMoney(item.total_money)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
