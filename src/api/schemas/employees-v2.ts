import { z } from 'zod';
import { V2Error } from './common';
import { v2ListFields } from './lists';

/** Not given by the spec or the reference; matches generation 1 (see the paging decision). */
export const V2_EMPLOYEES_DEFAULT_LIMIT = 100;

const EmployeeStatus = z.enum(['ACTIVE', 'INACTIVE']).meta({ id: 'EmployeeStatus' });

const Employee = z
  .object({
    id: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string().optional(),
    phone_number: z.string().optional(),
    location_ids: z.array(z.string()),
    status: EmployeeStatus,
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Employee' });

export const ListEmployeesQuery = z.object({
  location_id: z.string().min(1).optional(),
  status: EmployeeStatus.optional(),
  ...v2ListFields(200, V2_EMPLOYEES_DEFAULT_LIMIT),
});

export const ListEmployeesResponse = z
  .object({
    employees: z.array(Employee).optional(),
    cursor: z.string().optional(),
    errors: z.array(V2Error).optional(),
  })
  .meta({ id: 'ListEmployeesResponse' });

export const RetrieveEmployeeResponse = z
  .object({ employee: Employee.optional(), errors: z.array(V2Error).optional() })
  .meta({ id: 'RetrieveEmployeeResponse' });

export type EmployeeT = z.infer<typeof Employee>;
