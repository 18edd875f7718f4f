import { IconCreditCard, IconReceiptRefund } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useSearchResults } from '@/api/search';
import type { AreaFinder, FoundItem } from '@/lib/area-types';
import { paymentsArea } from '../area';
import { cardBrandLabel } from '@/lib/card-brands';
import { formatMoney } from '@/lib/money';
import { useFormatDateTime } from '@/lib/time-zone';
import { statusLabel } from './payment-format';

/**
 * The palette's payments and refunds for what was typed (an amount, a card's last 4, an id):
 * a payment opens its drawer, a refund the payment it returned money from.
 */
function useFindPayments(query: string | null): FoundItem[] {
  const navigate = useNavigate();
  const formatTime = useFormatDateTime();
  const found = useSearchResults(query);
  const openPayment = (paymentId: string) =>
    void navigate({ to: '/payments/$paymentId', params: { paymentId } });
  return [
    ...(found?.payments ?? []).map((payment) => ({
      id: `payment:${payment.id}`,
      label: [
        formatMoney(payment.total_money),
        payment.last_4
          ? `${payment.card_brand ? cardBrandLabel(payment.card_brand) : 'Card'} •••• ${payment.last_4}`
          : null,
      ]
        .filter(Boolean)
        .join(' · '),
      description: `Payment · ${statusLabel(payment.status)} · ${formatTime(payment.created_at, payment.location_id)}`,
      icon: IconCreditCard,
      open: () => openPayment(payment.id),
    })),
    ...(found?.refunds ?? []).map((refund) => ({
      id: `refund:${refund.id}`,
      label: `Refund of ${formatMoney(refund.amount_money)}`,
      description: `Refund · ${refund.status.charAt(0)}${refund.status.slice(1).toLowerCase()} · ${formatTime(refund.created_at, refund.location_id)}`,
      icon: IconReceiptRefund,
      open: () => openPayment(refund.payment_id),
    })),
  ];
}

export const paymentsFinder: AreaFinder = {
  label: paymentsArea.label,
  useFind: useFindPayments,
  requires: 'payments.read',
};
