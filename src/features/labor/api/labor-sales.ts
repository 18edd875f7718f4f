import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { bodyOf } from '@/api/queries';
import { laborKeys } from './keys';

/** The report's query: a location and, optionally, its first and last local day. */
export interface LaborSalesQuery {
  location_id: string;
  begin_date?: string;
  end_date?: string;
}

/** Labor cost vs net sales per local day (GET /app/reports/labor-vs-sales): one request. */
export function laborSalesOptions(query: LaborSalesQuery) {
  return queryOptions({
    queryKey: laborKeys.laborSales(query),
    queryFn: async ({ signal }) =>
      (await bodyOf(api.GET('/app/reports/labor-vs-sales', { params: { query }, signal }))).report,
    placeholderData: (previous) => previous,
  });
}

export const useLaborSales = (query: LaborSalesQuery, enabled = true) =>
  useQuery({ ...laborSalesOptions(query), enabled });
