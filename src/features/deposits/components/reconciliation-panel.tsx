import { Group, Paper, Table, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formatMoney } from '@/lib/money';
import type { Reconciliation } from '../lib/reconcile';
import classes from './deposits.module.css';

/**
 * The deposit's entries added up beside its total: amounts plus fees give what they come to, and whether that
 * is what was sent to the bank ("Reconciled"), or by how much it is not (flagged in red).
 */
export function ReconciliationPanel({
  result,
  currency,
  entryCount,
}: {
  result: Reconciliation;
  currency: string;
  entryCount: number;
}) {
  const show = (amount: number) => formatMoney({ amount, currency });
  const rows: [string, number][] = [
    [
      `Sales, refunds and adjustments (${entryCount} ${entryCount === 1 ? 'line' : 'lines'})`,
      result.amounts,
    ],
    ['Fees', result.fees],
    ['What they come to', result.net],
    ['Deposit total', result.total],
  ];
  return (
    <Paper
      component="section"
      aria-label="Reconciliation"
      withBorder
      p="md"
      className={result.reconciled ? classes.reconciled : classes.mismatch}
    >
      <Group justify="space-between" mb="xs">
        <Text fw={600}>Reconciliation</Text>
        {result.reconciled ? (
          <Group gap={6} data-testid="reconciliation-status">
            <ThemeIcon color="teal" variant="light" size="sm" radius="xl" aria-hidden>
              <IconCircleCheck size={16} />
            </ThemeIcon>
            <Text fw={600} className={classes.okText}>
              Reconciled
            </Text>
          </Group>
        ) : (
          <Group gap={6} data-testid="reconciliation-status" role="alert">
            <ThemeIcon color="red" variant="light" size="sm" radius="xl" aria-hidden>
              <IconAlertTriangle size={16} />
            </ThemeIcon>
            <Text fw={600} className={classes.failText}>
              Off by {show(result.difference)}
            </Text>
          </Group>
        )}
      </Group>
      <Table aria-label="Entries added up" withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([label, amount]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={label.startsWith('=') ? 600 : 400}>
                {label}
              </Table.Th>
              <Table.Td className={classes.money} fw={label.startsWith('=') ? 600 : 400}>
                {show(amount)}
              </Table.Td>
            </Table.Tr>
          ))}
          {result.reconciled ? null : (
            <Table.Tr>
              <Table.Th scope="row" className={classes.failText}>
                Difference (total − net)
              </Table.Th>
              <Table.Td className={`${classes.money} ${classes.failText}`} fw={700}>
                {show(result.difference)}
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
