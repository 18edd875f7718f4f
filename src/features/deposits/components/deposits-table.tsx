import { Button, Group, Loader, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatMoney } from '@/lib/money';
import type { DepositRow } from '../api/deposits';
import { depositKind, failureSentence, formatDay, maskedAccount } from '../lib/deposit-format';
import { DepositStatusBadge } from './deposit-status-badge';
import classes from './deposits.module.css';
import type { FormatDateTime } from '@/lib/time-zone';

interface DepositsTableProps {
  rows: readonly DepositRow[];
  caption: string;
  formatDateTime: FormatDateTime;
  locationName: (id: string | undefined) => string;
  /** A link that opens a deposit (its drawer). */
  renderLink: (id: string, children: ReactNode) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  stale?: boolean;
}

/** What became of a FAILED deposit: the deposit that sent its entries again, linked. */
function FailureNote({
  row,
  renderLink,
}: Pick<DepositsTableProps, 'renderLink'> & { row: DepositRow }) {
  const resentBy = row.resent_by;
  const resentId = resentBy?.id;
  return (
    <Text size="sm" className={`${classes.failureNote} ${classes.failText}`}>
      {failureSentence(row.failure_reason)}{' '}
      {resentId ? (
        <>
          Re-sent{resentBy ? ` on ${formatDay(resentBy.business_date)}` : ''} in deposit{' '}
          {renderLink(
            resentId,
            resentBy ? formatMoney(resentBy.total_money) : resentId.slice(0, 8),
          )}
        </>
      ) : (
        'Its entries go out again in the next deposit of the location.'
      )}
    </Text>
  );
}

/**
 * The loaded deposits: when each was initiated, where it goes, its status and total, and when it
 * should reach the bank. A failed deposit is highlighted with what happened next.
 */
export function DepositsTable({
  rows,
  caption,
  formatDateTime,
  locationName,
  renderLink,
  hasMore,
  loadingMore,
  onLoadMore,
  stale = false,
}: DepositsTableProps) {
  return (
    <>
      <Table.ScrollContainer minWidth={860}>
        <Table
          verticalSpacing="sm"
          aria-busy={stale || loadingMore}
          style={{ opacity: stale ? 0.6 : 1 }}
          highlightOnHover
        >
          <Table.Caption className={classes.caption}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Initiated</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Bank account</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th className={classes.money}>Total</Table.Th>
              <Table.Th>Expected arrival</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const failed = row.status === 'FAILED';
              const total = row.total_money;
              const withdrawal = depositKind(total.amount) === 'Withdrawal';
              return (
                <Table.Tr
                  key={row.id}
                  className={failed ? classes.failed : undefined}
                  data-status={row.status}
                >
                  <Table.Td>
                    {renderLink(row.id, formatDateTime(row.initiated_at, row.location_id))}
                    <Text size="xs" c="dimmed">
                      Sales of {formatDay(row.business_date)} (10 p.m. Pacific cut-off)
                    </Text>
                    {failed ? <FailureNote row={row} renderLink={renderLink} /> : null}
                  </Table.Td>
                  <Table.Td>{locationName(row.location_id)}</Table.Td>
                  <Table.Td>{maskedAccount(row.bank_account)}</Table.Td>
                  <Table.Td>
                    <DepositStatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td className={classes.money}>
                    <Text
                      span
                      fw={600}
                      size="sm"
                      className={withdrawal ? classes.withdrawalText : undefined}
                    >
                      {formatMoney(total)}
                    </Text>
                    {withdrawal ? (
                      <Text size="xs" c="dimmed">
                        Withdrawal
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {failed ? (
                      <Text span size="sm" className={classes.failText} fw={500}>
                        Failed
                      </Text>
                    ) : (
                      formatDay(row.expected_arrival_date)
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed" role="status">
          {rows.length === 1 ? '1 deposit' : `${rows.length.toLocaleString()} deposits`} loaded
          {hasMore ? '' : ', all of them'}
        </Text>
        {hasMore ? (
          <Button
            variant="default"
            onClick={onLoadMore}
            loading={loadingMore}
            leftSection={loadingMore ? <Loader size="xs" /> : null}
          >
            Load more
          </Button>
        ) : null}
      </Group>
    </>
  );
}
