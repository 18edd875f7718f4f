import { describeTimeZone, useTimeZoneSetting } from '../lib/time-zone';

/** Says once per page which zone its times are in, e.g. "Times are in Pacific Time (…)". */
export function TimeZoneNote() {
  const { timeZone, source } = useTimeZoneSetting();
  return (
    <>
      Times are in {describeTimeZone(timeZone)}
      {source ? `, the time zone of ${source}` : ''}.
    </>
  );
}
