import { vi } from 'vitest';
import type { EmployeeWageT } from '@/api/schemas/employee-wages';
import type { V1EmployeeT } from '@/api/schemas/employees';

/**
 * A small in-memory staff service at the fetch boundary, for the drawer's status and wage tests:
 * one employee, their wages (the public list reads them; the back office's `/app/staff/…`
 * operations write them), and the status command. A test can refuse the next write with a field
 * error, as the service does.
 */
export function fakeStaffService(employee: V1EmployeeT, wages: EmployeeWageT[] = []) {
  const state = { employee: { ...employee }, wages: [...wages] };
  /** Every write sent, e.g. `PUT status ACTIVE`, `POST wage {...}`. */
  const writes: string[] = [];
  let refusal: { field: string; detail: string } | null = null;
  let nextId = 1;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  const refuseIfAsked = () => {
    if (!refusal) return null;
    const { field, detail } = refusal;
    refusal = null;
    return json(400, {
      errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'INVALID_VALUE', field, detail }],
    });
  };
  const fetch = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    const method = request.method;
    if (method === 'GET' && pathname === '/v2/labor/employee-wages') {
      return json(200, { employee_wages: state.wages });
    }
    if (method === 'PUT' && pathname === `/app/staff/employees/${employee.id}/status`) {
      const { status } = (await request.json()) as { status: V1EmployeeT['status'] };
      writes.push(`PUT status ${status}`);
      const refused = refuseIfAsked();
      if (refused) return refused;
      state.employee = { ...state.employee, status };
      return json(200, { employee: state.employee });
    }
    if (method === 'POST' && pathname === `/app/staff/employees/${employee.id}/wages`) {
      const body = (await request.json()) as Omit<EmployeeWageT, 'id' | 'employee_id'>;
      writes.push(`POST wage ${JSON.stringify(body)}`);
      const refused = refuseIfAsked();
      if (refused) return refused;
      const wage: EmployeeWageT = {
        id: `wage-new-${nextId++}`,
        employee_id: employee.id,
        ...(body.title ? { title: body.title } : {}),
        ...(body.hourly_rate ? { hourly_rate: body.hourly_rate } : {}),
      };
      state.wages.push(wage);
      return json(200, { employee_wage: wage });
    }
    const [, wageId] = /^\/app\/staff\/employee-wages\/([^/]+)$/.exec(pathname) ?? [];
    const index = state.wages.findIndex((w) => w.id === wageId);
    if (wageId && index >= 0 && method === 'PUT') {
      const body = (await request.json()) as Omit<EmployeeWageT, 'id' | 'employee_id'>;
      writes.push(`PUT wage ${wageId} ${JSON.stringify(body)}`);
      const refused = refuseIfAsked();
      if (refused) return refused;
      const wage: EmployeeWageT = {
        id: wageId,
        employee_id: employee.id,
        ...(body.title ? { title: body.title } : {}),
        ...(body.hourly_rate ? { hourly_rate: body.hourly_rate } : {}),
      };
      state.wages[index] = wage;
      return json(200, { employee_wage: wage });
    }
    if (wageId && index >= 0 && method === 'DELETE') {
      writes.push(`DELETE wage ${wageId}`);
      state.wages.splice(index, 1);
      return json(200, {});
    }
    return json(404, {
      errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND', detail: pathname }],
    });
  });
  return {
    fetch,
    state,
    writes,
    /** The next write is refused with a 400 naming `field`. */
    refuseNext: (field: string, detail: string) => {
      refusal = { field, detail };
    },
  };
}
