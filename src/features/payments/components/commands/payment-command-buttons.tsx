import { IconCheck, IconCreditCardPay, IconReceiptRefund, IconX } from '@tabler/icons-react';
import { LinkButton } from '@/components/link-button';
import type { MoneyAmount } from '@/lib/money';
import { allowedCommands } from '../../lib/allowed-commands';
import { Gated } from '@/lib/gated';

interface PaymentCommandButtonsProps {
  /** The payment as the drawer has it. */
  payment: {
    id: string;
    status?: string | undefined;
    total_money?: { amount?: number | null; currency?: string | null } | null | undefined;
  };
  /** Left to refund, from the service's money rule; undefined while it loads (Refund is then offered if COMPLETED). */
  remaining: MoneyAmount | undefined;
}

/** The drawer's commands, each a route of its own: Capture / Void when APPROVED, Refund. */
export function PaymentCommandButtons({ payment, remaining }: PaymentCommandButtonsProps) {
  const facts = {
    status: payment.status,
    total_money: {
      amount: payment.total_money?.amount ?? 0,
      currency: payment.total_money?.currency ?? '',
    },
  };
  const allowed = allowedCommands(facts, remaining);
  const params = { paymentId: payment.id };
  return (
    <>
      {allowed.capture ? (
        <Gated permission="payments.write">
          <LinkButton
            to="/payments/$paymentId/capture"
            params={params}
            search={true}
            leftSection={<IconCheck size={16} stroke={1.5} aria-hidden />}
          >
            Capture
          </LinkButton>
        </Gated>
      ) : null}
      {allowed.void ? (
        <Gated permission="payments.write">
          <LinkButton
            to="/payments/$paymentId/void"
            params={params}
            search={true}
            variant="default"
            leftSection={<IconX size={16} stroke={1.5} aria-hidden />}
          >
            Void
          </LinkButton>
        </Gated>
      ) : null}
      {allowed.refund ? (
        <Gated permission="refunds.write">
          <LinkButton
            to="/payments/$paymentId/refund"
            params={params}
            search={true}
            variant="default"
            leftSection={<IconReceiptRefund size={16} stroke={1.5} aria-hidden />}
          >
            Refund
          </LinkButton>
        </Gated>
      ) : null}
    </>
  );
}

/** The Payments page's action: the virtual terminal. */
export function TakePaymentButton() {
  return (
    <Gated permission="payments.write">
      <LinkButton
        to="/payments/new"
        search={true}
        leftSection={<IconCreditCardPay size={16} stroke={1.5} aria-hidden />}
      >
        Take a payment
      </LinkButton>
    </Gated>
  );
}
