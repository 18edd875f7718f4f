import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BACK_OFFICE_OPENAPI_PATH,
  CLIENT_TYPES_PATH,
  OPENAPI_PATH,
  renderContract,
} from './contract';

describe('generated contract files', () => {
  it('match the zod contract (run `npm run generate` when this fails)', async () => {
    const { openapi, backOffice, clientTypes } = await renderContract();
    expect(readFileSync(OPENAPI_PATH, 'utf8'), `${OPENAPI_PATH} is stale`).toBe(openapi);
    expect(
      readFileSync(BACK_OFFICE_OPENAPI_PATH, 'utf8'),
      `${BACK_OFFICE_OPENAPI_PATH} is stale`,
    ).toBe(backOffice);
    expect(readFileSync(CLIENT_TYPES_PATH, 'utf8'), `${CLIENT_TYPES_PATH} is stale`).toBe(
      clientTypes,
    );
  }, 30_000);

  it('keep the back office out of the public description and in the web client', async () => {
    const { openapi, clientTypes } = await renderContract();
    expect(openapi).not.toContain('/app/');
    expect(openapi).not.toContain('SetEmployeeStatus');
    expect(clientTypes).toContain('"/app/staff/employees/{employee_id}/status"');
  }, 30_000);
});
