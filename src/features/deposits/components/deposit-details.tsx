import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type {
  DepositEntryT,
  DepositLinkT,
  GetDepositResponseT,
} from '@/api/schemas/deposit-details';
import { FactsTable } from '@/components/facts-table';
import { formatMoney } from '@/lib/money';
import {
  depositKind,
  describeCard,
  failureSentence,
  returnCode,
  entryTypeLabel,
  formatDay,
  linksToPayment,
  maskedAccount,
  shortId,
} from '../lib/deposit-format';
import { reconcile } from '../lib/reconcile';
import { DepositStatusBadge } from './deposit-status-badge';
import classes from './deposits.module.css';
import { ReconciliationPanel } from './reconciliation-panel';
import type { FormatDateTime } from '@/lib/time-zone';
import { TableScroller } from '@/components/table-scroller';

interface DepositDetailsProps {
  detail: GetDepositResponseT;
  formatDateTime: FormatDateTime;
  /** A link to another deposit (the failed one re-sent, or the one re-sending). */
  renderDepositLink: (id: string, children: ReactNode) => ReactNode;
  /** A link to a payment's drawer. */
  renderPaymentLink: (paymentId: string, children: ReactNode) => ReactNode;
}

function linkText(link: DepositLinkT): string {
  return `the deposit of ${formatDay(link.business_date)}`;
}

function EntryType({
  entry,
  renderPaymentLink,
  show,
}: {
  entry: DepositEntryT;
  renderPaymentLink: DepositDetailsProps['renderPaymentLink'];
  show: (amount: number) => string;
}) {
  const label = entryTypeLabel(entry.type);
  return (
    <Stack gap={2}>
      {linksToPayment(entry.type) && entry.payment_id ? (
        renderPaymentLink(entry.payment_id, label)
      ) : (
        <Text span size="sm">
          {label}
        </Text>
      )}
      {entry.type === 'REFUND' && entry.refund_id ? (
        <Text size="xs" c="dimmed">
          Refund <span className={classes.mono}>{shortId(entry.refund_id)}</span>
        </Text>
      ) : null}
      <Text size="xs" data-testid="entry-reason">
        {entry.reason.text}
        {entry.processing_fee_returned_money?.amount
          ? ` Its amount is net of ${show(entry.processing_fee_returned_money.amount)} processing fee given back.`
          : ''}
      </Text>
      {entry.adjustment_note ? (
        <Text size="xs" c="dimmed">
          {entry.adjustment_note}
        </Text>
      ) : null}
      {entry.carried_from_settlement_id ? (
        <Badge color="yellow" variant="light" size="xs" miw="max-content">
          From failed deposit
        </Badge>
      ) : null}
      {entry.reason.code === 'LATE_ARRIVAL' ? (
        <Badge color="grape" variant="light" size="xs" miw="max-content">
          Arrived late
        </Badge>
      ) : null}
    </Stack>
  );
}

/**
 * One deposit: total, status and dates, the bank account (masked), what it re-sends or what
 * re-sent it, the reconciliation of its entries, and every entry with a link to its payment.
 */
export function DepositDetails({
  detail,
  formatDateTime,
  renderDepositLink,
  renderPaymentLink,
}: DepositDetailsProps) {
  const { deposit, entries } = detail;
  const currency = deposit.total_money.currency;
  const show = (amount: number) => formatMoney({ amount, currency });
  const result = reconcile(
    entries.map((e) => ({ amount: e.amount_money.amount, fee: e.fee_money.amount })),
    deposit.total_money.amount,
  );
  const failed = deposit.status === 'FAILED';
  const carried = entries.filter((e) => e.carried_from_settlement_id).length;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Text size="xl" fw={700} data-testid="deposit-total">
            {show(deposit.total_money.amount)}
          </Text>
          <DepositStatusBadge status={deposit.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {depositKind(deposit.total_money.amount)}
        </Text>
      </Group>
      {failed ? (
        <Text
          size="sm"
          className={classes.failText}
          role="note"
          title={
            returnCode(deposit.failure_reason)
              ? `The bank's return code: ${returnCode(deposit.failure_reason)}`
              : undefined
          }
        >
          {failureSentence(deposit.failure_reason)}
          {detail.resent_by ? (
            <>
              {' '}
              Re-sent on {formatDay(detail.resent_by.business_date)} in{' '}
              {renderDepositLink(detail.resent_by.id, linkText(detail.resent_by))}.
            </>
          ) : (
            ' Its entries go out again in the location’s next deposit.'
          )}
        </Text>
      ) : null}
      <FactsTable
        nameWidth="35%"
        label="Deposit"
        rows={[
          ['Location', detail.location_name],
          ['Bank account', maskedAccount(detail.bank_account)],
          ['Business day', formatDay(deposit.business_date)],
          ['Initiated', formatDateTime(deposit.initiated_at, deposit.location_id)],
          [
            'Expected arrival',
            failed ? (
              <Text span className={classes.failText} size="sm">
                Failed
                {deposit.failed_at
                  ? ` ${formatDateTime(deposit.failed_at, deposit.location_id)}`
                  : ''}
              </Text>
            ) : (
              formatDay(deposit.expected_arrival_date)
            ),
          ],
          [
            'Covers',
            `${formatDateTime(deposit.period_start, deposit.location_id)} – ${formatDateTime(deposit.period_end, deposit.location_id)}`,
          ],
          ...(detail.resends
            ? [
                ['Re-sends', renderDepositLink(detail.resends.id, linkText(detail.resends))] as [
                  string,
                  ReactNode,
                ],
              ]
            : []),
          [
            'Deposit id',
            <Text key="id" span ff="monospace" size="xs">
              {deposit.id}
            </Text>,
          ],
        ]}
      />
      <ReconciliationPanel result={result} currency={currency} entryCount={entries.length} />
      <Stack gap="xs">
        <Title order={3} size="h4">
          Entries
        </Title>
        <Text size="sm" c="dimmed">
          In the order the money moved; each says why it is in this deposit.
        </Text>
        {carried ? (
          <Text size="sm" c="dimmed">
            {carried} of them {carried === 1 ? 'was' : 'were'} carried from the failed deposit it
            re-sends.
          </Text>
        ) : null}
        <TableScroller label="Entries" minWidth={620}>
          <Table aria-label="Entries" verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Th>When</Table.Th>
                <Table.Th>Card</Table.Th>
                <Table.Th className={classes.money}>Amount</Table.Th>
                <Table.Th className={classes.money}>Fee</Table.Th>
                <Table.Th className={classes.money}>Net</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr
                  key={entry.position}
                  className={entry.carried_from_settlement_id ? classes.carried : undefined}
                  data-type={entry.type}
                >
                  <Table.Td>
                    <EntryType entry={entry} renderPaymentLink={renderPaymentLink} show={show} />
                  </Table.Td>
                  <Table.Td>
                    {entry.effective_at
                      ? formatDateTime(entry.effective_at, deposit.location_id)
                      : '—'}
                  </Table.Td>
                  <Table.Td>{describeCard(entry.card_brand, entry.last_4) || '—'}</Table.Td>
                  <Table.Td className={classes.money}>{show(entry.amount_money.amount)}</Table.Td>
                  <Table.Td className={classes.money}>{show(entry.fee_money.amount)}</Table.Td>
                  <Table.Td className={classes.money} fw={500}>
                    {show(entry.amount_money.amount + entry.fee_money.amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      </Stack>
    </Stack>
  );
}
