import { useLocationName } from '@/api/account';
import type { ValueFormat } from './activity-words';
import { usePermissions } from './permissions';

/**
 * How activity changes read on this screen: times in `timeZone`, locations and (given
 * `employeeName`, which the staff area's directory answers) employees by name, refund limits in
 * the business's currency.
 */
export function useValueFormat(
  timeZone: string,
  employeeName?: (id: string) => string | undefined,
): ValueFormat {
  const locationName = useLocationName();
  const { me } = usePermissions();
  return {
    timeZone,
    locationName: (id) => locationName(id),
    employeeName,
    currency: me?.merchant.currency,
  };
}
