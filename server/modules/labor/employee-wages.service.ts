import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type {
  EmployeeWageBody,
  EmployeeWageT,
  ListEmployeeWagesQuery,
} from '@contract/employee-wages';
import type { ListControlField } from '@contract/lists';
import { keysetQuery, listValues, mapPage, type Page, type PageRequest } from '../../db/keyset';
import type { DB, EmployeeWagesTable } from '../../db/schema';
import { newId } from '../../lib/ids';
import { nowStored } from '../../lib/time';
import { findOwned, inTransaction, type MerchantContext } from '../context';
import { fieldChanges, ofEmployee, recordActivity } from '../activity';
import { checkWageCurrency } from './wage-currency';

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

/** What the activity log lists of a wage: its title and rate (as "12.50 USD"). */
const WAGE_FIELDS = ['title', 'hourly_rate'] as const;
function wageFields(wage: EmployeeWageT): { title: string | null; hourly_rate: string | null } {
  const rate = wage.hourly_rate;
  return {
    title: wage.title ?? null,
    hourly_rate: rate ? `${(rate.amount / 100).toFixed(2)} ${rate.currency}` : null,
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

type WageBody = z.output<typeof EmployeeWageBody>;

const wageColumns = (body: WageBody) => ({
  title: body.title ?? null,
  hourly_rate_amount: body.hourly_rate.amount,
  hourly_rate_currency: body.hourly_rate.currency,
});

/**
 * Records a wage for the merchant's employee `employeeId` (back office only: the public API has
 * no wage writes). Another merchant's employee is a 404.
 */
export function createEmployeeWage(
  ctx: MerchantContext,
  employeeId: string,
  body: WageBody,
): Promise<EmployeeWageT> {
  return inTransaction(ctx, async (tctx) => {
    await findOwned(tctx, 'employees', employeeId, 'Employee');
    await checkWageCurrency(tctx, body.hourly_rate.currency, 'hourly_rate.currency');
    const row: EmployeeWagesTable = {
      id: newId(),
      merchant_id: tctx.merchantId,
      employee_id: employeeId,
      ...wageColumns(body),
      created_at: nowStored(),
    };
    await tctx.db.insertInto('employee_wages').values(row).execute();
    const wage = toEmployeeWage(row);
    await recordActivity(tctx, {
      operation: 'CreateEmployeeWage',
      area: 'staff',
      resourceType: 'employee-wage',
      resourceId: row.id,
      changes: fieldChanges(null, wageFields(wage), WAGE_FIELDS),
      summary: `added a wage${await ofEmployee(tctx, employeeId)}`,
    });
    return wage;
  });
}

/** Replaces the title and rate of the merchant's wage `id`; returns it before and after. */
export function updateEmployeeWage(
  ctx: MerchantContext,
  id: string,
  body: WageBody,
): Promise<{ before: EmployeeWageT; after: EmployeeWageT }> {
  return inTransaction(ctx, async (tctx) => {
    const current = await findOwned(tctx, 'employee_wages', id, 'Employee wage', { lock: true });
    await checkWageCurrency(tctx, body.hourly_rate.currency, 'hourly_rate.currency');
    const changes = wageColumns(body);
    await tctx.db
      .updateTable('employee_wages')
      .set(changes)
      .where('merchant_id', '=', tctx.merchantId)
      .where('id', '=', id)
      .execute();
    const before = toEmployeeWage(current);
    const after = toEmployeeWage({ ...current, ...changes });
    await recordActivity(tctx, {
      operation: 'UpdateEmployeeWage',
      area: 'staff',
      resourceType: 'employee-wage',
      resourceId: id,
      changes: fieldChanges(wageFields(before), wageFields(after), WAGE_FIELDS),
      summary: `edited a wage${await ofEmployee(tctx, current.employee_id)}`,
    });
    return { before, after };
  });
}

/**
 * Removes the merchant's wage `id`; returns what it was. Shifts keep the wage they were given
 * (their own copy), so worked time already recorded keeps its cost.
 */
export function deleteEmployeeWage(ctx: MerchantContext, id: string): Promise<EmployeeWageT> {
  return inTransaction(ctx, async (tctx) => {
    const current = await findOwned(tctx, 'employee_wages', id, 'Employee wage', { lock: true });
    await tctx.db
      .deleteFrom('employee_wages')
      .where('merchant_id', '=', tctx.merchantId)
      .where('id', '=', id)
      .execute();
    const wage = toEmployeeWage(current);
    await recordActivity(tctx, {
      operation: 'DeleteEmployeeWage',
      area: 'staff',
      resourceType: 'employee-wage',
      resourceId: id,
      changes: fieldChanges(wageFields(wage), { title: null, hourly_rate: null }, WAGE_FIELDS),
      summary: `removed a wage${await ofEmployee(tctx, current.employee_id)}`,
    });
    return wage;
  });
}
