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

/** Largest hourly rate the back office accepts, in minor units (100,000.00). */
export const MAX_HOURLY_RATE = 10_000_000;

/**
 * What the back office sends to create or replace a wage (not part of the public API, which
 * has no wage writes). The rate is in the merchant's currency.
 */
export const EmployeeWageBody = z
  .object({
    title: z
      .string({ error: 'must be a string' })
      .trim()
      .min(1, { error: 'must not be empty (send null for no title)' })
      .max(255, { error: 'must be at most 255 characters' })
      .nullish(),
    hourly_rate: z.object({
      amount: z
        .number({ error: 'must be a whole number of the smallest unit, e.g. cents' })
        .int({ error: 'must be a whole number of the smallest unit, e.g. cents' })
        .min(0, { error: 'must not be negative' })
        .max(MAX_HOURLY_RATE, { error: `must be at most ${MAX_HOURLY_RATE}` }),
      currency: z
        .string({ error: 'must be a string' })
        .regex(/^[A-Z]{3}$/, { error: 'must be an ISO 4217 currency code such as USD' }),
    }),
  })
  .meta({ id: 'EmployeeWageBody' });

export const EmployeeWageResponse = z
  .object({ employee_wage: EmployeeWage })
  .meta({ id: 'EmployeeWageResponse' });

export const DeleteEmployeeWageResponse = z.object({}).meta({ id: 'DeleteEmployeeWageResponse' });
