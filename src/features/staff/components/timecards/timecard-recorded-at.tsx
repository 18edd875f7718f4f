import { Text } from '@mantine/core';
import type { z } from 'zod';
import type { V1CreateTimecardBody } from '@/api/schemas/timecards';
import { useSelectedLocation } from '@/lib/selected-location';
import { useCreateTimecard } from '../../api/timecards';

type CreateBody = z.input<typeof V1CreateTimecardBody>;

/**
 * Creates timecards at the location selected in the header: the clock-in location, and the
 * clock-out location too when a finished timecard is imported.
 */
export function useCreateTimecardHere() {
  const createTimecard = useCreateTimecard();
  const { location } = useSelectedLocation();
  const create = (body: CreateBody) =>
    createTimecard.mutateAsync(
      location
        ? {
            ...body,
            clockin_location_id: location.id,
            ...(body.clockout_time ? { clockout_location_id: location.id } : {}),
          }
        : body,
    );
  return { create, location };
}

/** Tells where a new timecard will be recorded: the location selected in the header. */
export function RecordedAtNote() {
  const { location } = useSelectedLocation();
  if (!location) return null;
  return (
    <Text size="sm" mb="sm">
      Recorded at <strong>{location.name}</strong> (the location selected in the header).
    </Text>
  );
}
