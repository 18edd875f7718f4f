import { Alert, Button, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { describeLoadError } from '@/components/load-error';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/components/format';
import { useSelectedLocation } from '@/lib/selected-location';
import { useToday } from '../api/today';
import {
  CashDrawersSection,
  DepositsSection,
  LaborSection,
  OrdersSection,
  SalesSection,
} from '../components/today-sections';

const route = getRouteApi('/_app/');

/** The web bench and the e2e suite read this mark: Today's first content is on screen. */
const TODAY_MARK = 'ledgerline:first-rows:today';

/**
 * The home page: what a manager checks first, for the selected location or all of them, from one
 * request (GET /app/today) that keeps itself fresh. Each card links to the filtered page behind it;
 * the cards are those the person may read.
 */
export function TodayPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { location } = useSelectedLocation();
  const all = search.scope === 'all';
  const locationId = all ? undefined : location?.id;
  // Wait for the selected location unless every location is asked for.
  const today = useToday(locationId, all || location !== undefined);
  const data = today.data;

  useEffect(() => {
    if (data && performance.getEntriesByName(TODAY_MARK, 'mark').length === 0) {
      performance.mark(TODAY_MARK);
    }
  }, [data]);

  const scope = { locationId, listLocationId: location?.id };
  const sections = data
    ? [
        data.sales ? (
          <SalesSection key="sales" sales={data.sales} currency={data.currency} scope={scope} />
        ) : null,
        data.labor ? <LaborSection key="labor" labor={data.labor} scope={scope} /> : null,
        data.orders ? <OrdersSection key="orders" orders={data.orders} scope={scope} /> : null,
        data.cash_drawers ? (
          <CashDrawersSection key="drawers" drawers={data.cash_drawers} scope={scope} />
        ) : null,
        data.deposits ? (
          <DepositsSection key="deposits" deposits={data.deposits} scope={scope} />
        ) : null,
      ].filter((s) => s !== null)
    : [];

  return (
    <>
      <PageHeader
        title="Today"
        description={all ? 'Every location' : location ? location.name : 'The selected location'}
        actions={
          <SegmentedControl
            aria-label="Which locations"
            value={all ? 'all' : 'location'}
            onChange={(value) =>
              void navigate({
                search: (prev) => ({ ...prev, scope: value === 'all' ? 'all' : undefined }),
              })
            }
            data={[
              { value: 'location', label: 'This location' },
              { value: 'all', label: 'All locations' },
            ]}
          />
        }
      />
      {today.isError && !data ? (
        <Alert color="red" title="Couldn't load today's summary" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{describeLoadError(today.error, "today's summary")}</Text>
            <Button
              size="xs"
              variant="default"
              loading={today.isFetching}
              onClick={() => void today.refetch()}
            >
              Retry
            </Button>
          </Stack>
        </Alert>
      ) : !data ? (
        <Stack gap="md" aria-busy="true">
          <Text role="status" size="sm" c="dimmed">
            Loading today’s summary…
          </Text>
          <Skeleton height={260} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Skeleton height={140} />
            <Skeleton height={140} />
          </SimpleGrid>
        </Stack>
      ) : sections.length === 0 ? (
        <Alert color="gray" title="Nothing to show here yet">
          Your permission set does not include sales, timecards, online orders or deposits. Ask the
          business owner if you need them.
        </Alert>
      ) : (
        <Stack gap="md">
          {today.isError ? (
            <Alert color="yellow" role="status">
              Showing the summary from {formatDateTime(data.generated_at)}: the latest could not be
              loaded. {describeLoadError(today.error, "today's summary")}
            </Alert>
          ) : null}
          {sections[0]}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {sections.slice(1)}
          </SimpleGrid>
          <Text size="xs" c="dimmed" role="status" aria-live="polite">
            Updated {formatDateTime(data.generated_at)}; refreshes every minute.
          </Text>
        </Stack>
      )}
    </>
  );
}
