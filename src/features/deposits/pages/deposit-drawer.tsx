import { useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LoadedOverlay } from '@/components/route-drawer';
import { RouterAnchor } from '@/components/router-anchor';
import { useFormatDateTime } from '@/lib/time-zone';
import { useDeposit } from '../api/deposits';
import { DepositDetails } from '../components/deposit-details';
import { useBackToList } from '@/lib/use-back';

function useSettlementId(): string {
  return useParams({ strict: false, select: (params) => params.settlementId ?? '' });
}

const depositLink = (settlementId: string, children: ReactNode) => (
  <RouterAnchor
    to="/deposits/$settlementId"
    params={{ settlementId }}
    search
    size="sm"
    underline="always"
  >
    {children}
  </RouterAnchor>
);

const paymentLink = (paymentId: string, children: ReactNode) => (
  <RouterAnchor to="/payments/$paymentId" params={{ paymentId }} size="sm" fw={500}>
    {children}
  </RouterAnchor>
);

/** One deposit, deep-linkable (`/deposits/$settlementId`), over the list as it was. */
export function DepositDrawer() {
  const settlementId = useSettlementId();
  const back = useBackToList('/deposits');
  const formatDateTime = useFormatDateTime();
  const deposit = useDeposit(settlementId);
  return (
    <LoadedOverlay
      title="Deposit"
      size="xl"
      query={deposit}
      subject="the deposit"
      onClosed={back.list}
    >
      {(detail) => (
        <DepositDetails
          detail={detail}
          formatDateTime={formatDateTime}
          renderDepositLink={depositLink}
          renderPaymentLink={paymentLink}
        />
      )}
    </LoadedOverlay>
  );
}
