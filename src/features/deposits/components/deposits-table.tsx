import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListMore } from '@/api/paging';
import { ListTable, type ListColumn } from '@/components/list-table';
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
  more: ListMore;
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
  more,
  stale = false,
}: DepositsTableProps) {
  const columns: ListColumn<DepositRow>[] = [
    {
      key: 'initiated',
      card: 'title',
      header: 'Initiated',
      width: '30%',
      wrap: true,
      cell: (row) => (
        <>
          {renderLink(row.id, formatDateTime(row.initiated_at, row.location_id))}
          <Text size="xs" c="dimmed">
            Sales of {formatDay(row.business_date)} (10 p.m. Pacific cut-off)
          </Text>
          {row.status === 'FAILED' ? <FailureNote row={row} renderLink={renderLink} /> : null}
        </>
      ),
    },
    {
      key: 'location',
      card: 'meta',
      header: 'Location',
      wrap: true,
      cell: (row) => locationName(row.location_id),
    },
    {
      key: 'account',
      header: 'Bank account',
      wrap: true,
      cell: (row) => maskedAccount(row.bank_account),
    },
    {
      key: 'status',
      card: 'meta',
      header: 'Status',
      width: '8rem',
      cell: (row) => <DepositStatusBadge status={row.status} />,
    },
    {
      key: 'total',
      card: 'trailing',
      header: 'Total',
      align: 'end',
      width: '9rem',
      cell: (row) => {
        const total = row.total_money;
        const withdrawal = depositKind(total.amount) === 'Withdrawal';
        return (
          <>
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
          </>
        );
      },
    },
    {
      key: 'arrival',
      card: 'meta',
      header: 'Expected arrival',
      width: '10rem',
      cell: (row) =>
        row.status === 'FAILED' ? (
          <Text span size="sm" className={classes.failText} fw={500}>
            Failed
          </Text>
        ) : (
          formatDay(row.expected_arrival_date)
        ),
    },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowProps={(row) => ({
        className: row.status === 'FAILED' ? classes.failed : undefined,
        'data-status': row.status,
      })}
      noun="deposit"
      more={more}
      stale={stale}
      minWidth={860}
      rowHeight={64}
    />
  );
}
