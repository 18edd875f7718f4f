import { useQuery } from '@tanstack/react-query';
import { locationsQueryOptions } from '@/api/account';
import { describeTimeZone, otherTimeZones, useTimeZoneSetting } from '@/lib/time-zone';

/**
 * Says once per page which zone its times are in, e.g. "Times are in Pacific Time (…)", and, when
 * the merchant has locations in other zones, that their records' times are in their own zone and
 * marked with it ("9:21 AM MST", see useFormatDateTime), naming those zones in full.
 */
export function TimeZoneNote() {
  const { timeZone, source } = useTimeZoneSetting();
  const locations = useQuery(locationsQueryOptions());
  const others = otherTimeZones(locations.data ?? [], timeZone);
  return (
    <>
      Times are in {describeTimeZone(timeZone)}
      {source ? `, the time zone of ${source}` : ''}.
      {others.length > 0 &&
        ` Times at other locations are in their own zone, marked with it: ${others
          .map(
            ({ timeZone: zone, locationNames }) =>
              `${locationNames.join(', ')} in ${describeTimeZone(zone)}`,
          )
          .join('; ')}.`}
    </>
  );
}
