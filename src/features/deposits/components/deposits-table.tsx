import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ListMore } from '@/api/paging';
import type { V1BankAccountT } from '@/api/schemas/settlements';
import { ListTable, type ListColumn } from '@/components/list-table';
import { formatMoney } from '@/lib/money';
import type { DepositRow } from '../api/deposits';
import { expectedArrival } from '../lib/business-days';
import { depositKind, failureSentence, formatDay, maskedAccount } from '../lib/deposit-format';
import { DepositStatusBadge } from './deposit-status-badge';
import classes from './deposits.module.css';
import type { FormatDateTime } from '@/lib/time-zone';

interface DepositsTableProps {
  rows: readonly DepositRow[];
  caption: string;
  formatDateTime: FormatDateTime;
  locationName: (id: string | undefined) => string;
  bankAccounts: ReadonlyMap<string, V1BankAccountT>;
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
  const { summary, resentBy } = row;
  const reason = summary?.failure_reason;
  const resentId = summary?.resent_by_settlement_id;
  return (
    <Text size="sm" className={`${classes.failureNote} ${classes.failText}`}>
      {failureSentence(reason)}{' '}
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
  bankAccounts,
  renderLink,
  more,
  stale = false,
}: DepositsTableProps) {
  const columns: ListColumn<DepositRow>[] = [
    {
      key: 'initiated',
      header: 'Initiated',
      width: '30%',
      wrap: true,
      cell: (row) => {
        const { settlement, summary } = row;
        return (
          <>
            {renderLink(
              settlement.id,
              formatDateTime(settlement.initiated_at, summary?.location_id),
            )}
            {summary ? (
              <Text size="xs" c="dimmed">
                Sales of {formatDay(summary.business_date)} (10 p.m. Pacific cut-off)
              </Text>
            ) : null}
            {settlement.status === 'FAILED' ? (
              <FailureNote row={row} renderLink={renderLink} />
            ) : null}
          </>
        );
      },
    },
    {
      key: 'location',
      header: 'Location',
      wrap: true,
      cell: ({ summary }) => (summary ? locationName(summary.location_id) : '—'),
    },
    {
      key: 'account',
      header: 'Bank account',
      wrap: true,
      cell: ({ settlement }) => maskedAccount(bankAccounts.get(settlement.bank_account_id)),
    },
    {
      key: 'status',
      header: 'Status',
      width: '8rem',
      cell: ({ settlement }) => <DepositStatusBadge status={settlement.status} />,
    },
    {
      key: 'total',
      header: 'Total',
      align: 'end',
      width: '9rem',
      cell: ({ settlement }) => {
        const total = settlement.total_money;
        const withdrawal = depositKind(total.amount) === 'Withdrawal';
        return (
          <>
            <Text
              span
              fw={600}
              size="sm"
              className={withdrawal ? classes.withdrawalText : undefined}
            >
              {formatMoney({ amount: total.amount, currency: total.currency_code })}
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
      header: 'Expected arrival',
      width: '10rem',
      cell: ({ settlement }) =>
        settlement.status === 'FAILED' ? (
          <Text span size="sm" className={classes.failText} fw={500}>
            Failed
          </Text>
        ) : (
          formatDay(expectedArrival(settlement.initiated_at))
        ),
    },
  ];
  return (
    <ListTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.settlement.id}
      rowProps={({ settlement }) => ({
        className: settlement.status === 'FAILED' ? classes.failed : undefined,
        'data-status': settlement.status,
      })}
      noun="deposit"
      more={more}
      stale={stale}
      minWidth={860}
      rowHeight={64}
    />
  );
}
