import { describe, expect, it } from 'vitest';
import { allPermissions, permissionLabels } from './role-permission-labels';

describe('permissionLabels', () => {
  it('names every permission of the contract in plain words', () => {
    expect(allPermissions).toHaveLength(7);
    for (const permission of allPermissions) {
      expect(permissionLabels[permission]).toMatch(/^[A-Z][a-z ]+$/);
    }
    expect(permissionLabels.REGISTER_ISSUE_REFUNDS).toBe('Issue refunds');
  });
});
