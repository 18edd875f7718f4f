import { Text } from '@mantine/core';
import type { Location } from '../../../app/shell/account-queries';

/** Tells where a new timecard will be recorded: the location selected in the header. */
export function RecordedAtNote({ location }: { location: Location | undefined }) {
  if (!location) return null;
  return (
    <Text size="sm" mb="sm">
      Recorded at <strong>{location.name}</strong> (the location selected in the header).
    </Text>
  );
}
