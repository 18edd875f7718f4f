import { z } from 'zod';
import { Money, v2Response } from './common';
import { v2ListFields } from './lists';

export const EMPLOYEE_WAGES_DEFAULT_LIMIT = 200;

const EmployeeWage = z
  .object({
    id: z.string(),
    employee_id: z.string(),
    title: z.string().optional(),
    hourly_rate: Money.optional(),
  })
  .meta({ id: 'EmployeeWage' });

export const ListEmployeeWagesQuery = z.object({
  employee_id: z.string().min(1).optional(),
  ...v2ListFields(200, EMPLOYEE_WAGES_DEFAULT_LIMIT),
});

export const ListEmployeeWagesResponse = v2Response('ListEmployeeWagesResponse', {
  employee_wages: z.array(EmployeeWage).optional(),
  cursor: z.string().optional(),
});
export const GetEmployeeWageResponse = v2Response('GetEmployeeWageResponse', {
  employee_wage: EmployeeWage.optional(),
});

export type EmployeeWageT = z.infer<typeof EmployeeWage>;
