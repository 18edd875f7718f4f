import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { EmployeeT, ListEmployeesQuery } from '@contract/employees-v2';
import type {
  AppListEmployeesQuery,
  V1CreateEmployeeBody,
  V1EmployeeT,
  V1ListEmployeesQuery,
  V1UpdateEmployeeBody,
} from '@contract/employees';
import type { ListControlField } from '@contract/lists';
import { searchWords } from '@contract/search';
import { compiledQuery } from '../../db/compiled';
import {
  keysetQuery,
  listValues,
  whereInTimeRanges,
  withRelated,
  type Page,
  type PageRequest,
} from '../../db/keyset';
import type { DB, EmployeesTable } from '../../db/schema';
import { containsPattern, everyWordIn } from '../../db/text-search';
import { newId } from '../../lib/ids';
import { nowStored } from '../../lib/time';
import { findOwned, inTransaction, updateOwned, type MerchantContext } from '../context';
import { invalidField } from '../errors';
import { checkLocationsExist, type LocationReference } from '../locations';
import { fieldChanges, recordActivity } from '../activity';
import { checkUnmodified, touchedAt, type Precondition } from '../preconditions';

type EmployeeStatus = 'ACTIVE' | 'INACTIVE';

const locationsQuery = compiledQuery((db: Kysely<DB>, v: { ids: string[] }) =>
  db
    .selectFrom('employee_locations')
    .select(['employee_id', 'location_id'])
    .where('employee_id', 'in', v.ids)
    .orderBy('location_id'),
);

/** Location ids per employee, for a whole page in one query. */
async function locationsOf(db: Kysely<DB>, employeeIds: string[]): Promise<Map<string, string[]>> {
  const byEmployee = new Map<string, string[]>(employeeIds.map((id) => [id, []]));
  if (employeeIds.length === 0) return byEmployee;
  const rows = await locationsQuery(db, { ids: employeeIds });
  for (const r of rows) byEmployee.get(r.employee_id)?.push(r.location_id);
  return byEmployee;
}

function toV1Employee(row: EmployeesTable, locationIds: string[]): V1EmployeeT {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    ...(row.email ? { email: row.email } : {}),
    ...(row.external_id ? { external_id: row.external_id } : {}),
    role_ids: row.role_id ? [row.role_id] : [],
    authorized_location_ids: locationIds,
    status: row.status as EmployeeStatus,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function toEmployee(row: EmployeesTable, locationIds: string[]): EmployeeT {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    ...(row.email ? { email: row.email } : {}),
    ...(row.phone_number ? { phone_number: row.phone_number } : {}),
    location_ids: locationIds,
    status: row.status as EmployeeStatus,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The filters of both generations' employee lists, as the contract parses them. */
type EmployeeFilters = Partial<Omit<z.output<typeof V1ListEmployeesQuery>, ListControlField>> &
  Partial<Omit<z.output<typeof ListEmployeesQuery>, ListControlField>> & {
    merchant_id: string;
    /** The back office's search: `containsPattern`s, each in the name, email or external id. */
    q_words?: string[] | undefined;
  };

/** The columns the Employees list's search reads. */
const SEARCHED_COLUMNS = [
  'employees.first_name',
  'employees.last_name',
  'employees.email',
  'employees.external_id',
];

/** A compiled query (see `compiledQuery`): conditions depend only on which filters are set. */
const employeesPage = keysetQuery('employees', (db: Kysely<DB>, f: EmployeeFilters) => {
  let q = db
    .selectFrom('employees')
    .selectAll('employees')
    .where('employees.merchant_id', '=', f.merchant_id);
  if (f.status !== undefined) q = q.where('employees.status', '=', f.status);
  if (f.external_id !== undefined) q = q.where('employees.external_id', '=', f.external_id);
  const words = f.q_words;
  if (words !== undefined) q = q.where((eb) => everyWordIn(eb, SEARCHED_COLUMNS, words));
  const locationId = f.location_id;
  if (locationId !== undefined) {
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('employee_locations as el')
          .select('el.employee_id')
          .whereRef('el.employee_id', '=', 'employees.id')
          .where('el.location_id', '=', locationId),
      ),
    );
  }
  return whereInTimeRanges(q, [
    ['employees.created_at', f.begin_created_at, f.end_created_at],
    ['employees.updated_at', f.begin_updated_at, f.end_updated_at],
  ]);
});

/** One page of employees as `toWire` shapes them (generation 1 or 2), locations in one query. */
async function listEmployees<T>(
  ctx: MerchantContext,
  query:
    | z.output<typeof AppListEmployeesQuery>
    | z.output<typeof V1ListEmployeesQuery>
    | z.output<typeof ListEmployeesQuery>,
  request: PageRequest,
  toWire: (row: EmployeesTable, locationIds: string[]) => T,
): Promise<Page<T>> {
  const { q, ...filters } = query as z.output<typeof AppListEmployeesQuery>;
  const q_words = q === undefined ? undefined : searchWords(q).map(containsPattern);
  const page = await employeesPage(
    ctx.db,
    { ...listValues(filters, ctx.merchantId), q_words },
    request,
  );
  return withRelated(page, (ids) => locationsOf(ctx.db, ids), toWire);
}

export const listV1Employees = (
  ctx: MerchantContext,
  query: z.output<typeof V1ListEmployeesQuery> | z.output<typeof AppListEmployeesQuery>,
  request: PageRequest,
): Promise<Page<V1EmployeeT>> => listEmployees(ctx, query, request, toV1Employee);

export const listV2Employees = (
  ctx: MerchantContext,
  query: z.output<typeof ListEmployeesQuery>,
  request: PageRequest,
): Promise<Page<EmployeeT>> => listEmployees(ctx, query, request, toEmployee);

const findEmployee = (ctx: MerchantContext, id: string, lock = false) =>
  findOwned(ctx, 'employees', id, 'Employee', { lock });

async function getEmployee<T>(
  ctx: MerchantContext,
  id: string,
  toWire: (row: EmployeesTable, locationIds: string[]) => T,
): Promise<T> {
  const row = await findEmployee(ctx, id);
  const locations = await locationsOf(ctx.db, [id]);
  return toWire(row, locations.get(id) ?? []);
}

export const getV1Employee = (ctx: MerchantContext, id: string): Promise<V1EmployeeT> =>
  getEmployee(ctx, id, toV1Employee);

export const getV2Employee = (ctx: MerchantContext, id: string): Promise<EmployeeT> =>
  getEmployee(ctx, id, toEmployee);

async function checkRole(ctx: MerchantContext, roleIds: string[] | undefined) {
  const roleId = roleIds?.[0];
  if (!roleId) return;
  const role = await ctx.db
    .selectFrom('roles')
    .select('id')
    .where('merchant_id', '=', ctx.merchantId)
    .where('id', '=', roleId)
    .executeTakeFirst();
  if (!role) throw invalidField('role_ids[0]', `refers to a role that does not exist: ${roleId}`);
}

function authorizedLocations(ids: string[] | undefined): LocationReference[] {
  return (ids ?? []).map((id, index) => ({ field: `authorized_location_ids[${index}]`, id }));
}

function checkStatusUnchanged(sent: EmployeeStatus | undefined, current: EmployeeStatus) {
  if (sent !== undefined && sent !== current) {
    throw invalidField(
      'status',
      `cannot be changed through the API (it is ${current}); activate or deactivate employees in the point-of-sale dashboard`,
    );
  }
}

async function replaceLocations(ctx: MerchantContext, employeeId: string, locationIds: string[]) {
  await ctx.db.deleteFrom('employee_locations').where('employee_id', '=', employeeId).execute();
  if (locationIds.length === 0) return;
  await ctx.db
    .insertInto('employee_locations')
    .values(
      locationIds.map((location_id) => ({
        employee_id: employeeId,
        location_id,
        merchant_id: ctx.merchantId,
      })),
    )
    .execute();
}

/** What the activity log compares for an employee (its locations as space-separated ids). */
const EMPLOYEE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'external_id',
  'role_id',
  'status',
  'authorized_location_ids',
] as const;

export async function createEmployee(
  ctx: MerchantContext,
  body: z.output<typeof V1CreateEmployeeBody>,
): Promise<V1EmployeeT> {
  checkStatusUnchanged(body.status, 'INACTIVE');
  return inTransaction(ctx, async (tctx) => {
    await checkRole(tctx, body.role_ids);
    await checkLocationsExist(tctx, authorizedLocations(body.authorized_location_ids));
    const now = nowStored();
    const row: EmployeesTable = {
      id: newId(),
      merchant_id: ctx.merchantId,
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email ?? null,
      phone_number: null,
      external_id: body.external_id ?? null,
      role_id: body.role_ids?.[0] ?? null,
      status: 'INACTIVE',
      created_at: now,
      updated_at: now,
    };
    await tctx.db.insertInto('employees').values(row).execute();
    const locationIds = [...(body.authorized_location_ids ?? [])].sort();
    await replaceLocations(tctx, row.id, locationIds);
    await recordActivity(tctx, {
      operation: 'CreateEmployee',
      area: 'staff',
      resourceType: 'employee',
      resourceId: row.id,
      changes: fieldChanges(
        null,
        { ...row, authorized_location_ids: locationIds.join(' ') || null },
        EMPLOYEE_FIELDS,
      ),
      summary: `added ${row.first_name} ${row.last_name}`,
    });
    return toV1Employee(row, locationIds);
  });
}

export async function updateEmployee(
  ctx: MerchantContext,
  id: string,
  body: z.output<typeof V1UpdateEmployeeBody>,
  precondition?: Precondition,
): Promise<V1EmployeeT> {
  return inTransaction(ctx, async (tctx) => {
    const current = await findEmployee(tctx, id, precondition !== undefined);
    checkUnmodified(precondition, 'Employee', id, current.updated_at);
    checkStatusUnchanged(body.status, current.status as EmployeeStatus);
    await checkRole(tctx, body.role_ids);
    await checkLocationsExist(tctx, authorizedLocations(body.authorized_location_ids));
    const changes = {
      first_name: body.first_name ?? current.first_name,
      last_name: body.last_name ?? current.last_name,
      email: body.email === undefined ? current.email : body.email,
      external_id: body.external_id === undefined ? current.external_id : body.external_id,
      role_id: body.role_ids === undefined ? current.role_id : (body.role_ids[0] ?? null),
      updated_at: touchedAt(current.updated_at),
    };
    const locationsBefore = (await locationsOf(tctx.db, [id])).get(id) ?? [];
    await updateOwned(tctx, 'employees', id, changes);
    if (body.authorized_location_ids) {
      await replaceLocations(tctx, id, [...body.authorized_location_ids].sort());
    }
    const locations = (await locationsOf(tctx.db, [id])).get(id) ?? [];
    await recordActivity(tctx, {
      operation: 'UpdateEmployee',
      area: 'staff',
      resourceType: 'employee',
      resourceId: id,
      changes: fieldChanges(
        { ...current, authorized_location_ids: locationsBefore.join(' ') || null },
        { ...current, ...changes, authorized_location_ids: locations.join(' ') || null },
        EMPLOYEE_FIELDS,
      ),
      summary: `edited ${changes.first_name} ${changes.last_name}`,
    });
    return toV1Employee({ ...current, ...changes }, locations);
  });
}

/**
 * Activates or deactivates the merchant's employee `id`: the back office's own operation (the
 * public API refuses status changes, `checkStatusUnchanged`). Returns the employee before and
 * after; sending the status it already has changes nothing.
 */
export async function setEmployeeStatus(
  ctx: MerchantContext,
  id: string,
  status: EmployeeStatus,
): Promise<{ before: V1EmployeeT; after: V1EmployeeT }> {
  return inTransaction(ctx, async (tctx) => {
    const current = await findEmployee(tctx, id, true);
    const locations = (await locationsOf(tctx.db, [id])).get(id) ?? [];
    const before = toV1Employee(current, locations);
    if (current.status === status) return { before, after: before };
    const changes = { status, updated_at: touchedAt(current.updated_at) };
    await updateOwned(tctx, 'employees', id, changes);
    const after = toV1Employee({ ...current, ...changes }, locations);
    await recordActivity(tctx, {
      operation: 'SetEmployeeStatus',
      area: 'staff',
      resourceType: 'employee',
      resourceId: id,
      changes: fieldChanges(before, after, ['status']),
      summary: `${status === 'ACTIVE' ? 'activated' : 'deactivated'} ${current.first_name} ${current.last_name}`,
    });
    return { before, after };
  });
}
