import { Alert, Badge, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { cardBrandLabel } from '@/lib/card-brands';
import type { ReactNode } from 'react';
import type { PaymentMoneyT } from '@/api/schemas/payment-reports';
import type { PaymentRefundT } from '@/api/schemas/refunds';
import type { V1PaymentT } from '@/api/schemas/v1-transactions';
import { FactsTable } from '@/components/facts-table';
import { ItemsTable } from '@/components/items-table';
import { formatMoney } from '@/lib/money';
import {
  cardStatusLabel,
  declineReason,
  entryMethodLabel,
  paymentMoney,
  statusLabel,
  STATUS_COLORS,
  type PaymentSummary,
} from '../../lib/payment-format';
import type { FormatDateTime } from '@/lib/time-zone';

function PaymentStatusBadge({ status }: { status: string | undefined }) {
  return (
    <Badge color={STATUS_COLORS[status ?? ''] ?? 'gray'} variant="dot" miw="max-content">
      {statusLabel(status) || 'Unknown'}
    </Badge>
  );
}

interface PaymentDetailsProps {
  payment: PaymentSummary;
  formatDateTime: FormatDateTime;
  locationName: string;
  /** The refunds of the payment; undefined while they load. */
  refunds: PaymentRefundT[] | undefined;
  refundsError: boolean;
  /** Fee, net and left to refund from the service's money rule; undefined while it loads. */
  serviceMoney: PaymentMoneyT | undefined;
  /** The point-of-sale sale the payment is a tender of (v1), when there is one. */
  sale: ReactNode;
  /** The commands slot (branch pay-cmd): Capture / Void / Refund links. */
  actions?: ReactNode;
}

const loading = <Skeleton height={14} width={80} />;

/** Fee, net and left to refund, as the service computed them (the totals and the CSV agree). */
function serviceRows(
  status: string | undefined,
  m: PaymentMoneyT | undefined,
  show: (amount: number) => string,
): [string, ReactNode][] {
  const returned = m?.processing_fee_returned_money.amount ?? 0;
  const fee: ReactNode = !m ? (
    loading
  ) : returned > 0 ? (
    <span data-testid="payment-fee">
      {show(m.processing_fee_money.amount)}{' '}
      <Text span size="xs" c="dimmed">
        ({show(m.processing_fee_charged_money.amount)} charged, {show(returned)} given back by
        refunds)
      </Text>
    </span>
  ) : (
    <span data-testid="payment-fee">{show(m.processing_fee_money.amount)}</span>
  );
  const rows: [string, ReactNode][] = [['Processing fee', fee]];
  if (m?.app_fee_money.amount) rows.push(['App fee', show(m.app_fee_money.amount)]);
  if (status !== 'COMPLETED') return [...rows, ['Net', 'Nothing moved yet']];
  rows.push([
    'Net',
    m ? (
      <Text span fw={600} data-testid="payment-net">
        {show(m.net_money.amount)}
      </Text>
    ) : (
      loading
    ),
  ]);
  rows.push(['Left to refund', m ? show(m.left_to_refund_money.amount) : loading]);
  return rows;
}

/** One payment: money, card, references, times, its refunds, and its sale's tenders and items. */
export function PaymentDetails({
  payment,
  formatDateTime,
  locationName,
  refunds,
  refundsError,
  serviceMoney,
  sale,
  actions,
}: PaymentDetailsProps) {
  const money = paymentMoney(payment);
  const show = (amount: number) => formatMoney({ amount, currency: money.currency });
  const card = payment.card_details?.card;
  const decline = declineReason(payment);
  const declineCodes = (payment.card_details?.errors ?? [])
    .map((error) => error.code)
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Text size="xl" fw={700}>
            {show(money.total)}
          </Text>
          <PaymentStatusBadge status={payment.status} />
        </Group>
        {actions ? (
          <Group gap="sm" data-slot="payment-actions">
            {actions}
          </Group>
        ) : null}
      </Group>
      {decline ? (
        <Alert color="red" title="Declined: nothing was charged" data-testid="decline-reason">
          {/* The network's code (e.g. INSUFFICIENT_FUNDS) is for whoever calls the card's bank. */}
          <Text
            span
            size="sm"
            title={declineCodes ? `Card network code: ${declineCodes}` : undefined}
          >
            {decline}
          </Text>
        </Alert>
      ) : null}
      <FactsTable
        label="Money"
        rows={[
          ['Amount', show(money.amount)],
          ['Tip', show(money.tip)],
          ['Total', show(money.total)],
          ['Refunded', show(money.refunded)],
          ...serviceRows(payment.status, serviceMoney, show),
        ]}
      />
      <FactsTable
        label="Card and source"
        rows={
          card
            ? [
                [
                  'Card',
                  `${cardBrandLabel(card.card_brand) || 'Card'} •••• ${card.last_4 ?? '????'}`,
                ],
                ...(card.exp_month && card.exp_year
                  ? [
                      [
                        'Expires',
                        `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
                      ] as [string, ReactNode],
                    ]
                  : []),
                ['Entry method', entryMethodLabel(payment.card_details?.entry_method) || '—'],
                ['Charge', cardStatusLabel(payment.card_details?.status) || '—'],
              ]
            : [['Source', payment.source_type === 'CASH' ? 'Cash' : (payment.source_type ?? '—')]]
        }
      />
      <FactsTable
        label="References and times"
        rows={[
          ['Location', locationName],
          ['Reference id', payment.reference_id || '—'],
          ['Note', payment.note || '—'],
          [
            'Created',
            payment.created_at ? formatDateTime(payment.created_at, payment.location_id) : '—',
          ],
          [
            'Updated',
            payment.updated_at ? formatDateTime(payment.updated_at, payment.location_id) : '—',
          ],
          [
            'Payment id',
            <Text key="id" span ff="monospace" size="xs">
              {payment.id}
            </Text>,
          ],
        ]}
      />
      <Stack gap="xs">
        <Title order={3} size="h4">
          Refunds
        </Title>
        {refundsError ? (
          <Alert color="red" title="Couldn't load the refunds" role="alert">
            Close and open the payment again to retry.
          </Alert>
        ) : refunds === undefined ? (
          <Skeleton height={32} />
        ) : refunds.length === 0 ? (
          <Text size="sm" c="dimmed">
            No refunds.
          </Text>
        ) : (
          <Table aria-label="Refunds of this payment" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">When</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'right' }}>
                  Amount
                </Table.Th>
                <Table.Th scope="col">Reason</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {refunds.map((refund) => (
                <Table.Tr key={refund.id}>
                  <Table.Td>{formatDateTime(refund.created_at, refund.location_id)}</Table.Td>
                  <Table.Td>
                    <Badge
                      color={STATUS_COLORS[refund.status] ?? 'gray'}
                      variant="dot"
                      size="sm"
                      miw="max-content"
                    >
                      {refund.status.toLowerCase()}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    {formatMoney({
                      amount: refund.amount_money.amount ?? 0,
                      currency: refund.amount_money.currency ?? money.currency,
                    })}
                  </Table.Td>
                  <Table.Td>{refund.reason ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      {sale}
    </Stack>
  );
}

/** The v1 view of a point-of-sale sale: every tender and itemization. */
export function SaleDetails({ sale, paymentId }: { sale: V1PaymentT; paymentId: string }) {
  const v1 = (m: { amount: number; currency_code: string }) =>
    formatMoney({ amount: m.amount, currency: m.currency_code });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Sale
      </Title>
      <Text size="sm" c="dimmed">
        This payment is one of the ways a point-of-sale sale of {v1(sale.total_collected_money)} was
        paid
        {sale.is_partial ? ' (partial payment)' : ''}.
      </Text>
      <Table aria-label="How the sale was paid" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Paid with</Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Total
            </Table.Th>
            <Table.Th scope="col" style={{ textAlign: 'right' }}>
              Refunded
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sale.tender.map((tender) => (
            <Table.Tr key={tender.id} aria-current={tender.id === paymentId ? 'true' : undefined}>
              <Table.Td>
                {tender.type === 'CASH'
                  ? 'Cash'
                  : `${tender.card_brand ? cardBrandLabel(tender.card_brand) : (tender.name ?? tender.type)}${tender.pan_suffix ? ` •••• ${tender.pan_suffix}` : ''}`}
                {tender.id === paymentId ? (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (this payment)
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{v1(tender.total_money)}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>
                {/* v1 signs refunds negative; the column says what they are. */}
                {tender.refunded_money.amount
                  ? v1({ ...tender.refunded_money, amount: Math.abs(tender.refunded_money.amount) })
                  : '—'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {sale.itemizations.length > 0 ? (
        <ItemsTable
          label="Items of the sale"
          lines={sale.itemizations.map((item) => ({
            name: item.name,
            variationName: item.item_variation_name,
            quantity: item.quantity,
            total: v1(item.total_money),
          }))}
        />
      ) : null}
    </Stack>
  );
}
