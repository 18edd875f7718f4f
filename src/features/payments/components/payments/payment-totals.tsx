import { Alert, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { PaymentTotalsT } from '@/api/schemas/payment-reports';
import { formatMoney } from '@/lib/money';
import { usePaymentTotals } from '../../api/payment-reports';
import type { PaymentFilterQuery } from '../../lib/payments-search';

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

function figures(t: PaymentTotalsT) {
  const money = (amount: number) => formatMoney({ amount, currency: t.currency });
  return [
    {
      label: 'Payments',
      value: t.count.toLocaleString(),
      hint: `${t.completed_count.toLocaleString()} completed`,
    },
    { label: 'Gross', value: money(t.gross_amount), hint: 'Completed, with tips' },
    { label: 'Tips', value: money(t.tip_amount) },
    { label: 'Refunded', value: money(t.refunded_amount) },
    {
      label: 'Fees',
      value: money(t.processing_fee_amount + t.app_fee_amount),
      hint: t.app_fee_amount ? `${money(t.app_fee_amount)} app fees` : 'Processing',
    },
    { label: 'Net', value: money(t.net_amount), hint: 'Gross − refunds − fees' },
  ];
}

/** The totals of every payment the filters match, not only the rows loaded. */
export function PaymentTotals({ query }: { query: PaymentFilterQuery }) {
  const totals = usePaymentTotals(query);
  return (
    <Paper
      component="section"
      aria-label="Totals of the filtered payments"
      aria-busy={totals.isFetching}
      withBorder
      p="md"
      mb="md"
    >
      {totals.isError ? (
        <Alert color="red" title="Couldn't load the totals" role="alert">
          The list below is still correct; try again shortly.
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
          {totals.data
            ? figures(totals.data).map((f) => <Figure key={f.label} {...f} />)
            : Array.from({ length: 6 }, (_, i) => <Skeleton key={i} height={48} />)}
        </SimpleGrid>
      )}
    </Paper>
  );
}
