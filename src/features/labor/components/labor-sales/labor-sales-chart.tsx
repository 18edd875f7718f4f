import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';
import { Box, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { LaborVsSalesDayT } from '@/api/schemas/labor-sales';
import { chartPoints, formatPercent, type ChartPoint } from '../../lib/labor-sales';

interface LaborSalesChartProps {
  days: LaborVsSalesDayT[];
  currency: string;
  title: string;
}

const SERIES = [
  { name: 'sales', label: 'Net sales', color: 'teal.6', type: 'bar' as const },
  { name: 'labor', label: 'Labor cost', color: 'indigo.6', type: 'bar' as const },
  {
    name: 'percent',
    label: 'Labor % of sales',
    color: 'orange.6',
    type: 'line' as const,
    yAxisId: 'right',
  },
];

interface TooltipEntry {
  name?: string | number;
  value?: unknown;
  payload?: ChartPoint;
}

/**
 * Net sales and labor cost per day as bars, the labor percent as a line on its own axis. The
 * figure's caption names it and the table below holds the same numbers, so the drawing itself is
 * one labelled image for assistive technology (no keyboard layer to tab through).
 */
export function LaborSalesChart({ days, currency, title }: LaborSalesChartProps) {
  const titleId = useId();
  const descriptionId = useId();
  const money = new Intl.NumberFormat(undefined, {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const exact = new Intl.NumberFormat(undefined, { style: 'currency', currency });
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="xs">
        <Box component="figcaption">
          <Text id={titleId} fw={600}>
            {title}
          </Text>
          <Text id={descriptionId} size="sm" c="dimmed">
            Bars: net sales and labor cost per day (left axis). Line: labor cost as a percent of net
            sales (right axis). The table below lists the same figures.
          </Text>
        </Box>
        <div role="img" aria-labelledby={titleId} aria-describedby={descriptionId}>
          <CompositeChart
            h={320}
            data={chartPoints(days, currency)}
            dataKey="day"
            series={SERIES}
            withLegend
            curveType="linear"
            legendProps={{ verticalAlign: 'bottom' }}
            withRightYAxis
            maxBarWidth={28}
            accessibilityLayer={false}
            connectNulls={false}
            valueFormatter={(value) => money.format(value)}
            rightYAxisProps={{ tickFormatter: (value: number) => `${value} %`, width: 60 }}
            yAxisProps={{ width: 70 }}
            tooltipAnimationDuration={0}
            tooltipProps={{
              content: ({
                label,
                payload,
              }: {
                label?: unknown;
                payload?: readonly TooltipEntry[];
              }) => {
                const point = payload?.[0]?.payload;
                if (!point) return null;
                return (
                  <Paper withBorder shadow="md" p="xs">
                    <Text fw={600} size="sm">
                      {String(label)}
                    </Text>
                    <Text size="sm">Net sales: {exact.format(point.sales)}</Text>
                    <Text size="sm">Labor cost: {exact.format(point.labor)}</Text>
                    <Text size="sm">Labor %: {formatPercent(point.percent)}</Text>
                  </Paper>
                );
              },
            }}
          />
        </div>
      </Stack>
    </Paper>
  );
}
