import { Badge, Button, Group, Loader, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { formatMoney } from '@/lib/money';
import {
  describeSource,
  paymentMoney,
  statusLabel,
  STATUS_COLORS,
  type PaymentSummary,
} from '../../lib/payment-format';
import classes from './payments-table.module.css';
import type { FormatDateTime } from '@/lib/time-zone';

/** Row height in pixels: fixed, so the virtualiser needs no measuring. */
export const PAYMENT_ROW_HEIGHT = 44;
/** Rows rendered above and below the visible window. */
const OVERSCAN = 8;
/** How close to the last loaded row the next page is requested. */
const LOAD_AHEAD = 30;

interface PaymentsTableProps {
  payments: readonly PaymentSummary[];
  caption: string;
  formatDateTime: FormatDateTime;
  locationName: (id: string | undefined) => string;
  /** The link that opens a payment (its drawer); the row's first cell. */
  renderLink: (payment: PaymentSummary, children: ReactNode) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** True while the next filters' results replace these. */
  stale?: boolean;
  /** The scroller's height in pixels before it is measured (tests; the first paint). */
  initialHeight?: number;
}

const COLUMNS = [
  'Date',
  'Status',
  'Card or source',
  'Location',
  'Amount',
  'Tip',
  'Total',
  'Refunded',
];

/**
 * The loaded payments as one scrolling table of which only the visible rows (plus a few) are in
 * the DOM, so thousands of loaded rows scroll as smoothly as a page of them. It asks for the next
 * page as the end comes near; "Load more" does the same from the keyboard. ARIA table roles with
 * the full row count, so a screen reader knows how many rows there are.
 */
export function PaymentsTable({
  payments,
  caption,
  formatDateTime,
  locationName,
  renderLink,
  hasMore,
  loadingMore,
  onLoadMore,
  stale = false,
  initialHeight = 600,
}: PaymentsTableProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The virtualiser's functions change as it scrolls; this component re-renders with them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: payments.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => PAYMENT_ROW_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 1000, height: initialHeight },
    getItemKey: (index) => payments[index]?.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? 0;

  useEffect(() => {
    if (hasMore && !loadingMore && lastShown >= payments.length - LOAD_AHEAD) onLoadMore();
  }, [hasMore, loadingMore, lastShown, payments.length, onLoadMore]);

  return (
    <>
      <div
        ref={scroller}
        className={classes.scroller}
        role="region"
        aria-label={`${caption} (scrolls)`}
        tabIndex={0}
      >
        <div
          role="table"
          aria-label={caption}
          aria-rowcount={payments.length + 1}
          aria-busy={stale || loadingMore}
          style={{ opacity: stale ? 0.6 : 1 }}
        >
          <div role="rowgroup" className={classes.headGroup}>
            <div role="row" aria-rowindex={1} className={`${classes.grid} ${classes.head}`}>
              {COLUMNS.map((name, i) => (
                <div
                  key={name}
                  role="columnheader"
                  className={i >= 4 ? `${classes.cell} ${classes.money}` : classes.cell}
                >
                  {name}
                </div>
              ))}
            </div>
          </div>
          <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {items.map((item) => {
              const payment = payments[item.index]!;
              const money = paymentMoney(payment);
              const show = (amount: number) => formatMoney({ amount, currency: money.currency });
              const status = payment.status ?? '';
              return (
                <div
                  key={item.key}
                  role="row"
                  aria-rowindex={item.index + 2}
                  className={`${classes.grid} ${classes.row}`}
                  style={{ height: PAYMENT_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                >
                  <div role="cell" className={classes.cell}>
                    {renderLink(
                      payment,
                      payment.created_at
                        ? formatDateTime(payment.created_at, payment.location_id)
                        : payment.id,
                    )}
                  </div>
                  <div role="cell" className={classes.cell}>
                    <Badge
                      color={STATUS_COLORS[status] ?? 'gray'}
                      variant="dot"
                      size="sm"
                      miw="max-content"
                    >
                      {status === 'APPROVED' ? 'Approved' : statusLabel(status)}
                    </Badge>
                  </div>
                  <div role="cell" className={classes.cell}>
                    {describeSource(payment)}
                  </div>
                  <div
                    role="cell"
                    className={classes.cell}
                    title={locationName(payment.location_id)}
                  >
                    {locationName(payment.location_id)}
                  </div>
                  <div role="cell" className={`${classes.cell} ${classes.money}`}>
                    {show(money.amount)}
                  </div>
                  <div role="cell" className={`${classes.cell} ${classes.money}`}>
                    {money.tip ? show(money.tip) : '—'}
                  </div>
                  <div role="cell" className={`${classes.cell} ${classes.money}`}>
                    <Text span fw={600} size="sm">
                      {show(money.total)}
                    </Text>
                  </div>
                  <div role="cell" className={`${classes.cell} ${classes.money}`}>
                    {money.refunded ? show(money.refunded) : '—'}
                  </div>
                </div>
              );
            })}
          </div>
        </div>
      </div>
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed" role="status">
          {payments.length.toLocaleString()} payments loaded{hasMore ? '' : ', all of them'}
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
