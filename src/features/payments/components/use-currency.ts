import { useQuery, type QueryClient } from '@tanstack/react-query';
import { merchantQueryOptions } from '@/api/account';

/** The merchant's currency (every payment's); USD until it is known. */
export function usePaymentCurrency(): string {
  const merchant = useQuery(merchantQueryOptions());
  return merchant.data?.currency ?? 'USD';
}

/** The same for a loader: read from the cache, loaded first only when `needed`. */
export async function loaderCurrency(queryClient: QueryClient, needed: boolean): Promise<string> {
  const options = merchantQueryOptions();
  type Body = Awaited<ReturnType<NonNullable<typeof options.queryFn>>>;
  let body = queryClient.getQueryData<Body>(options.queryKey);
  if (!body && needed) body = await queryClient.ensureQueryData(options).catch(() => undefined);
  return body?.merchant?.currency ?? 'USD';
}
