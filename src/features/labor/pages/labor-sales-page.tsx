import { Alert, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { DayRangeFilter } from '@/components/day-range-filter';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { TimeZoneNote } from '@/components/time-zone-note';
import { formatMoney } from '@/lib/money';
import { useSelectedLocation } from '@/lib/selected-location';
import { useLaborSales } from '../api/labor-sales';
import { LaborSalesChart } from '../components/labor-sales/labor-sales-chart';
import { LaborSalesTable } from '../components/labor-sales/labor-sales-table';
import { formatMinutes, OVERTIME_RULE_TEXT } from '../lib/labor-hours';
import { formatPercent, rangeProblem } from '../lib/labor-sales';
import { formatDayRange } from '../lib/shift-format';

const route = getRouteApi('/_app/labor/cost-vs-sales');

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * Labor cost against net sales at the selected location, day by day: totals, a chart and the same
 * figures as a table. Days are the location's calendar days; the range is in the URL.
 */
export function LaborSalesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { location, locationsQuery } = useSelectedLocation();
  const problem = rangeProblem(search);
  const report = useLaborSales(
    { location_id: location?.id ?? '', begin_date: search.from, end_date: search.to },
    location !== undefined && problem === undefined,
  );
  const shown = report.data;
  const where = location ? ` at ${location.name}` : '';

  return (
    <>
      <PageHeader
        title="Labor cost vs sales"
        description={
          <>
            Labor cost of closed shifts (paid hours at their hourly wage, overtime included) against
            net sales (completed payments without tips, less their refunds), per day. A shift counts
            on the day it starts; open shifts count once closed. {OVERTIME_RULE_TEXT}, counting each
            employee&rsquo;s shifts at every location. <TimeZoneNote />
          </>
        }
      />
      <Paper component="section" role="search" aria-label="Choose days" withBorder p="md" mb="md">
        <Group align="flex-end" gap="md">
          <DayRangeFilter
            label="Days"
            w={320}
            from={search.from ?? shown?.begin_date}
            to={search.to ?? shown?.end_date}
            check={(from, to) => rangeProblem({ from, to })}
            onChange={(from, to) =>
              void navigate({ search: (previous) => ({ ...previous, from, to }) })
            }
          />
          <Text size="sm" c="dimmed">
            Up to 92 days; without a choice, the last 7 days.
          </Text>
        </Group>
      </Paper>
      {problem ? (
        <Alert color="red" title="These days cannot be shown" role="alert">
          {problem}
        </Alert>
      ) : !location && !locationsQuery.isPending ? (
        <Alert color="red" title="No location">
          The report is per location, and this account has none it can read.
        </Alert>
      ) : (
        <QueryState
          query={report}
          subject="labor cost and sales"
          skeletonRows={8}
          isEmpty={(data) =>
            data.totals.shift_count === 0 &&
            data.totals.open_shift_count === 0 &&
            data.totals.payment_count === 0
          }
          empty={{ message: `No shifts and no sales${where} on these days.` }}
        >
          {(data) => {
            const range = formatDayRange(data.begin_date, data.end_date);
            const money = (amount: number) => formatMoney({ amount, currency: data.currency });
            return (
              <Stack gap="lg" aria-busy={report.isPlaceholderData}>
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
                  <Figure label="Net sales" value={money(data.totals.net_sales_amount)} />
                  <Figure label="Labor cost" value={money(data.totals.labor_cost_amount)} />
                  <Figure
                    label="Labor % of sales"
                    value={formatPercent(data.totals.labor_percent)}
                  />
                  <Figure label="Paid hours" value={formatMinutes(data.totals.labor_minutes)} />
                </SimpleGrid>
                <LaborSalesChart
                  days={data.days}
                  currency={data.currency}
                  title={`Labor cost and net sales per day${where}, ${range}`}
                />
                <LaborSalesTable
                  days={data.days}
                  totals={data.totals}
                  currency={data.currency}
                  caption={`Labor cost and net sales${where}, ${range}`}
                />
              </Stack>
            );
          }}
        </QueryState>
      )}
    </>
  );
}
