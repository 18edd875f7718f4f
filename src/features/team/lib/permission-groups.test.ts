import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS } from '@/api/schemas/permissions';
import { copyName, permissionGroups } from './permission-groups';

describe('permissionGroups', () => {
  it('lists every permission once, grouped by area in the catalog order', () => {
    const groups = permissionGroups();
    expect(groups.map((g) => g.area)).toEqual([
      'Staff',
      'Labor',
      'Payments',
      'Orders',
      'Deposits',
      'Team',
    ]);
    expect(groups.flatMap((g) => g.permissions.map((p) => p.key))).toEqual(ALL_PERMISSIONS);
    expect(groups[0]?.permissions[0]).toEqual({
      key: 'staff.read',
      label: 'See employees and roles',
    });
  });
});

describe('copyName', () => {
  it('finds the first free copy name, ignoring case', () => {
    expect(copyName('Manager', ['Manager'])).toBe('Manager (copy)');
    expect(copyName('Manager', ['manager (COPY)'])).toBe('Manager (copy 2)');
  });
});
