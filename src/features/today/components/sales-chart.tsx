import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box, Text } from '@mantine/core';
import { useId } from 'react';
import type { TodaySalesT } from '@/api/schemas/today';
import { minorUnitDigits } from '@/lib/money';
import { hourlyPoints, shortDate, weekdayOf } from '../lib/today-figures';

interface SalesChartProps {
  sales: TodaySalesT;
  currency: string;
}

/**
 * Sales hour by hour, today against the same weekday last week. One labelled image for assistive
 * technology: its description says what the bars are, and the figures above it state the totals.
 */
export function SalesChart({ sales, currency }: SalesChartProps) {
  const titleId = useId();
  const money = new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const lastWeek = `Last ${weekdayOf(sales.last_week_date)} (${shortDate(sales.last_week_date)})`;
  return (
    <Box component="figure" m={0} aria-labelledby={titleId}>
      <Text id={titleId} component="figcaption" size="sm" c="dimmed" mb="xs">
        Sales by hour: today against {lastWeek.replace(/^Last/, 'last')}
      </Text>
      <div role="img" aria-labelledby={titleId}>
        <BarChart
          h={200}
          data={hourlyPoints(sales, minorUnitDigits(currency))}
          dataKey="hour"
          series={[
            { name: 'today', label: 'Today', color: 'teal.6' },
            { name: 'lastWeek', label: lastWeek, color: 'gray.5' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          valueFormatter={(value) => money.format(value)}
          yAxisProps={{ width: 60 }}
          xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
          tooltipAnimationDuration={0}
          accessibilityLayer={false}
          barProps={{ isAnimationActive: false }}
        />
      </div>
    </Box>
  );
}
