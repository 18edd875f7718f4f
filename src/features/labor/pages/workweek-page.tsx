import { Paper, Stack, Text } from '@mantine/core';
import type { WorkweekConfigT } from '@/api/schemas/workweek-configs';
import { notifyDone } from '@/components/notify';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { TimeZoneNote } from '@/components/time-zone-note';
import { useTimeZone } from '@/lib/time-zone';
import { useUpdateWorkweekConfig, useWorkweekConfig } from '../api/workweek-configs';
import { StaleVersionAlert } from '@/components/stale-version-alert';
import { useStaleVersion } from '@/lib/use-stale-version';
import { WorkweekForm } from '../components/workweek/workweek-form';
import { WEEKDAY_NAMES } from '../lib/workweek';

/** The merchant's workweek: the day weeks start on and the time workdays start at. */
export function WorkweekPage() {
  const config = useWorkweekConfig();
  return (
    <>
      <PageHeader
        title="Workweek"
        description={
          <>
            When workweeks and workdays begin, for every location. Weekly overtime, the worked week
            and the hours follow it. <TimeZoneNote />
          </>
        }
      />
      <QueryState query={config} subject="the workweek settings" skeletonRows={3}>
        {(current) =>
          current ? (
            <WorkweekEditor config={current} refetch={() => config.refetch()} />
          ) : (
            <Text>This account has no workweek settings.</Text>
          )
        }
      </QueryState>
    </>
  );
}

function WorkweekEditor({
  config,
  refetch,
}: {
  config: WorkweekConfigT;
  refetch: () => Promise<unknown>;
}) {
  const timeZone = useTimeZone();
  const update = useUpdateWorkweekConfig(config.id);
  const { stale, reloading, guard, reload } = useStaleVersion(refetch);
  return (
    <Paper withBorder p="lg" maw={720}>
      <Stack gap="md">
        <Text size="sm">
          Now: weeks start on {WEEKDAY_NAMES[config.start_of_week]}, workdays at{' '}
          {config.start_of_day_local_time}.
        </Text>
        {stale ? (
          <StaleVersionAlert what="workweek" onReload={reload} reloading={reloading} />
        ) : null}
        <WorkweekForm
          // A save or a reload brings a new version: the form starts over from it.
          key={config.version}
          config={config}
          timeZone={timeZone}
          onCancel={() => undefined}
          onSave={guard(async (body) => {
            const saved = await update.mutateAsync({
              workweek_config: { ...body, version: config.version },
            });
            notifyDone(
              'Workweek saved',
              `Weeks start on ${WEEKDAY_NAMES[saved.start_of_week]}, workdays at ${saved.start_of_day_local_time}.`,
            );
          })}
        />
      </Stack>
    </Paper>
  );
}
