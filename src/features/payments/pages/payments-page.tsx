import { Alert, Group } from '@mantine/core';
import { IconReceiptRefund } from '@tabler/icons-react';
import { Outlet, getRouteApi } from '@tanstack/react-router';
import { useLocationName } from '@/api/account';
import { noRows, useListRows } from '@/api/paging';
import { ExportCsvButton } from '@/components/export-csv-button';
import { LinkButton } from '@/components/link-button';
import { PageHeader } from '@/components/page-header';
import { listEmptyState, QueryState } from '@/components/query-state';
import { RouterAnchor } from '@/components/router-anchor';
import { TimeZoneNote } from '@/components/time-zone-note';
import { exampleAmount } from '@/lib/money';
import { useFormatDateTime, useTimeZone } from '@/lib/time-zone';
import { paymentsExportLink } from '../api/payment-reports';
import { usePaymentList } from '../api/payments';
import { PaymentFilters } from '../components/payments/payment-filters';
import { PaymentTotals } from '../components/payments/payment-totals';
import { PaymentsTable } from '../components/payments/payments-table';
import { TakePaymentButton } from '../components/commands/payment-command-buttons';
import { usePaymentCurrency } from '../components/use-currency';
import {
  invalidTotal,
  paymentsSearch,
  toPaymentFilters,
  type PaymentFilterQuery,
  type PaymentsSearch,
} from '../lib/payments-search';

const route = getRouteApi('/_app/payments');

/**
 * Every payment (tender) of the merchant: filters in the URL, the totals of the whole filtered
 * range, and one virtualised list that keeps loading cursor pages; CSV export of the range.
 */
export function PaymentsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const timeZone = useTimeZone();
  const currency = usePaymentCurrency();
  const filters = toPaymentFilters(search, timeZone, currency);

  const show = (next: PaymentsSearch) => void navigate({ search: next });
  const badTotal = invalidTotal(search, currency);

  return (
    <>
      <PageHeader
        title="Payments"
        description={
          <>
            Every card and cash payment, newest first unless you choose. <TimeZoneNote />
          </>
        }
        actions={
          <Group gap="sm">
            <TakePaymentButton />
            <LinkButton
              variant="default"
              to="/payments/refunds"
              leftSection={<IconReceiptRefund size={16} stroke={1.5} aria-hidden />}
            >
              Refunds
            </LinkButton>
            <ExportCsvButton signedLink={() => paymentsExportLink(filters)} />
          </Group>
        }
      />
      <PaymentFilters
        search={search}
        onChange={show}
        currency={currency}
        totalError={badTotal ? `Not an amount in ${currency}` : undefined}
      />
      {badTotal ? null : <PaymentTotals query={filters} />}
      {badTotal ? (
        <Alert color="yellow" title="The total filter is not applied">
          Enter the total as an amount in {currency}, e.g. {exampleAmount(currency)}.
        </Alert>
      ) : (
        <PaymentsList search={search} filters={filters} onChange={show} />
      )}
      <Outlet />
    </>
  );
}

interface PaymentsListProps {
  search: PaymentsSearch;
  filters: PaymentFilterQuery;
  onChange: (next: PaymentsSearch) => void;
}

/**
 * The list alone reads the list's query: when its rows arrive only this part renders again, not
 * the header, filters and totals above it (on a directly opened page they are still mounting).
 */
function PaymentsList({ search, filters, onChange }: PaymentsListProps) {
  const formatDateTime = useFormatDateTime();
  const locationName = useLocationName();
  const payments = usePaymentList({ ...filters, sort_order: search.order });
  const { rows, more, stale } = useListRows(payments);
  const filterControl = { list: paymentsSearch, search, onChange };
  return (
    <QueryState
      query={payments}
      subject="payments"
      skeletonRows={8}
      isEmpty={noRows}
      empty={listEmptyState(filterControl, 'No payments match these filters.', {
        message: 'No payments in the last year.',
      })}
    >
      {() => (
        <PaymentsTable
          payments={rows}
          caption={`Payments, ${search.order === 'DESC' ? 'newest' : 'oldest'} first`}
          formatDateTime={formatDateTime}
          locationName={(id) => locationName(id) ?? id ?? ''}
          renderLink={(payment, children) => (
            <RouterAnchor
              to="/payments/$paymentId"
              params={{ paymentId: payment.id }}
              search
              fw={500}
              size="sm"
            >
              {children}
            </RouterAnchor>
          )}
          more={more}
          stale={stale}
        />
      )}
    </QueryState>
  );
}
