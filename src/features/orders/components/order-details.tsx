import { Group, List, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FactsTable } from '@/components/facts-table';
import { RouterAnchor } from '@/components/router-anchor';
import {
  addressLines,
  describeTender,
  formatV1Money,
  historyLabel,
  orderParty,
  type V1MoneyLike,
} from '../lib/order-format';
import { OrderStateBadge } from './order-state-badge';

/** What the drawer reads of a V1Order with its history. */
interface OrderDetailsT {
  id?: string | null | undefined;
  state?: string | null | undefined;
  buyer_email?: string | null | undefined;
  buyer_note?: string | null | undefined;
  recipient_name?: string | null | undefined;
  recipient_phone_number?: string | null | undefined;
  shipping_address?: Parameters<typeof addressLines>[0];
  subtotal_money?: V1MoneyLike | null | undefined;
  total_shipping_money?: V1MoneyLike | null | undefined;
  total_tax_money?: V1MoneyLike | null | undefined;
  total_discount_money?: V1MoneyLike | null | undefined;
  total_price_money?: V1MoneyLike | null | undefined;
  promo_code?: string | null | undefined;
  completed_note?: string | null | undefined;
  canceled_note?: string | null | undefined;
  refunded_note?: string | null | undefined;
  created_at?: string | null | undefined;
  updated_at?: string | null | undefined;
  expires_at?: string | null | undefined;
  tender?:
    | {
        id?: string | null;
        card_brand?: string | null;
        pan_suffix?: string | null;
        total_money?: V1MoneyLike | null;
        refunded_money?: V1MoneyLike | null;
      }
    | null
    | undefined;
  order_history?: { action?: string | null; created_at?: string | null }[] | null | undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

interface OrderDetailsProps {
  order: OrderDetailsT;
  formatDateTime: (iso: string) => string;
  /** The actions the order's state allows, as links to their dialogs. */
  actions: ReactNode;
  /** What was bought (read through the order's payment); shown after who and where to. */
  items?: ReactNode;
}

/** One order: who, where to, how much, how it was paid, its notes, and its history. */
export function OrderDetails({ order, formatDateTime, actions, items }: OrderDetailsProps) {
  const address = addressLines(order.shipping_address);
  const tender = describeTender(order.tender);
  const notes: [string, string][] = [
    ['Buyer note', order.buyer_note],
    ['Completed note', order.completed_note],
    ['Canceled note', order.canceled_note],
    ['Refunded note', order.refunded_note],
  ].filter((entry): entry is [string, string] => Boolean(entry[1]));
  const history = order.order_history ?? [];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Group gap="sm">
          <Text size="xl" fw={700}>
            {formatV1Money(order.total_price_money)}
          </Text>
          <OrderStateBadge state={order.state ?? undefined} />
        </Group>
        {actions ? (
          <Group gap="sm" data-slot="order-actions">
            {actions}
          </Group>
        ) : null}
      </Group>
      <FactsTable
        label="Buyer and recipient"
        rows={[
          ['Buyer', order.buyer_email || '—'],
          ['Recipient', orderParty({ ...order, buyer_email: null })],
          ['Phone', order.recipient_phone_number || '—'],
          [
            'Ship to',
            address.length > 0 ? (
              <Text key="address" size="sm" component="address" fs="normal">
                {address.map((line, index) => (
                  <span key={index}>
                    {line}
                    <br />
                  </span>
                ))}
              </Text>
            ) : (
              '—'
            ),
          ],
        ]}
      />
      {items}
      <FactsTable
        label="Amounts"
        rows={[
          ['Subtotal', formatV1Money(order.subtotal_money)],
          ['Shipping', formatV1Money(order.total_shipping_money)],
          ['Tax', formatV1Money(order.total_tax_money)],
          ['Discount', formatV1Money(order.total_discount_money)],
          [
            'Total',
            <Text key="total" span fw={600}>
              {formatV1Money(order.total_price_money)}
            </Text>,
          ],
          ...(order.promo_code ? [['Promo code', order.promo_code] as [string, ReactNode]] : []),
        ]}
      />
      <FactsTable
        label="Payment"
        rows={[
          [
            'Paid with',
            tender ?? (
              <Text key="none" span size="sm" c="dimmed">
                No payment yet
              </Text>
            ),
          ],
          ...(order.tender?.id
            ? [
                [
                  'Payment',
                  <RouterAnchor
                    key="payment"
                    to="/payments/$paymentId"
                    params={{ paymentId: order.tender.id }}
                    size="sm"
                  >
                    Open the payment
                  </RouterAnchor>,
                ] as [string, ReactNode],
              ]
            : []),
          ...(order.tender?.refunded_money?.amount
            ? [
                [
                  'Refunded',
                  formatV1Money({
                    ...order.tender.refunded_money,
                    amount: Math.abs(order.tender.refunded_money.amount),
                  }),
                ] as [string, ReactNode],
              ]
            : []),
          ['Placed', order.created_at ? formatDateTime(order.created_at) : '—'],
          ...(order.expires_at && order.state === 'PENDING'
            ? [['Expires', formatDateTime(order.expires_at)] as [string, ReactNode]]
            : []),
          [
            'Order id',
            <Text key="id" span ff="monospace" size="xs">
              {order.id}
            </Text>,
          ],
        ]}
      />
      {notes.length > 0 ? (
        <Section title="Notes">
          <List spacing={4} size="sm" listStyleType="none">
            {notes.map(([name, text]) => (
              <List.Item key={name}>
                <Text span size="sm" fw={500}>
                  {name}:
                </Text>{' '}
                {text}
              </List.Item>
            ))}
          </List>
        </Section>
      ) : null}
      <Section title="History">
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            No history recorded.
          </Text>
        ) : (
          <Timeline active={history.length - 1} bulletSize={18} lineWidth={2}>
            {history.map((entry, index) => (
              <Timeline.Item
                key={index}
                bullet={<IconCircleCheck size={12} aria-hidden />}
                title={historyLabel(entry.action ?? undefined)}
              >
                <Text size="xs" c="dimmed">
                  {entry.created_at ? formatDateTime(entry.created_at) : 'Unknown time'}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </Section>
    </Stack>
  );
}
