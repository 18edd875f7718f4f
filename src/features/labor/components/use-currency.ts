import { useQuery } from '@tanstack/react-query';
import { merchantQueryOptions } from '@/api/account';
import { useSelectedLocation } from '@/lib/selected-location';

/**
 * The merchant's currency, which wages are paid in (the service refuses any other); the
 * selected location's while the merchant loads. Undefined until either is known.
 */
export function useCurrency(): string | undefined {
  const merchant = useQuery(merchantQueryOptions());
  const { location } = useSelectedLocation();
  return merchant.data?.currency ?? location?.currency;
}
