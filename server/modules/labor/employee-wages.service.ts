import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { EmployeeWageT, ListEmployeeWagesQuery } from '@contract/employee-wages';
import type { ListControlField } from '@contract/lists';
import { keysetQuery, listValues, mapPage, type Page, type PageRequest } from '../../db/keyset';
import type { DB, EmployeeWagesTable } from '../../db/schema';
import { findOwned, type MerchantContext } from '../context';

function toEmployeeWage(row: EmployeeWagesTable): EmployeeWageT {
  return {
    id: row.id,
    employee_id: row.employee_id,
    ...(row.title !== null ? { title: row.title } : {}),
    ...(row.hourly_rate_amount !== null && row.hourly_rate_currency !== null
      ? { hourly_rate: { amount: row.hourly_rate_amount, currency: row.hourly_rate_currency } }
      : {}),
  };
}

type ListQuery = z.output<typeof ListEmployeeWagesQuery>;
type WageFilters = Omit<ListQuery, ListControlField> & { merchant_id: string };

/** A compiled query (see `compiledQuery`): conditions depend only on which filters are set. */
const wagesPage = keysetQuery('employee_wages', (db: Kysely<DB>, f: WageFilters) => {
  let q = db.selectFrom('employee_wages').selectAll().where('merchant_id', '=', f.merchant_id);
  if (f.employee_id !== undefined) q = q.where('employee_id', '=', f.employee_id);
  return q;
});

export async function listEmployeeWages(
  ctx: MerchantContext,
  query: ListQuery,
  request: PageRequest,
): Promise<Page<EmployeeWageT>> {
  const page = await wagesPage(ctx.db, listValues(query, ctx.merchantId), request);
  return mapPage(page, toEmployeeWage);
}

export async function getEmployeeWage(ctx: MerchantContext, id: string): Promise<EmployeeWageT> {
  return toEmployeeWage(await findOwned(ctx, 'employee_wages', id, 'Employee wage'));
}
