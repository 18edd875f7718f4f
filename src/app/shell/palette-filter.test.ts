import type { SpotlightActionGroupData } from '@mantine/spotlight';
import { describe, expect, it } from 'vitest';
import { FOUND_PREFIX, paletteFilter } from './palette-filter';

const groups: SpotlightActionGroupData[] = [
  {
    group: 'Actions',
    actions: [
      { id: 'action:/payments/new', label: 'Take a payment' },
      { id: 'action:/staff/employees/new', label: 'Add employee' },
      { id: 'action:/team/invitations/new', label: 'Invite someone', keywords: ['team', 'person'] },
    ],
  },
  {
    group: 'Go to',
    actions: [{ id: 'page:/payments', label: 'Payments', description: 'Payments · Every payment' }],
  },
  {
    group: 'Staff',
    actions: [{ id: `${FOUND_PREFIX}employee:1`, label: 'Quinn Smith', description: 'Employee' }],
  },
];

const ids = (query: string) =>
  paletteFilter(query, groups).flatMap((g) => ('actions' in g ? g.actions.map((a) => a.id) : []));

describe('paletteFilter', () => {
  it('finds a command by its words in any order, with words left out between them', () => {
    expect(ids('take payment')).toEqual(['action:/payments/new', `${FOUND_PREFIX}employee:1`]);
    expect(ids('payment take')).toContain('action:/payments/new');
    expect(ids('invite')).toContain('action:/team/invitations/new');
    expect(ids('person invite')).toContain('action:/team/invitations/new');
  });

  it('keeps what the service found as it came, and drops groups left empty', () => {
    const found = paletteFilter('zzz', groups);
    expect(found).toHaveLength(1);
    expect((found[0] as SpotlightActionGroupData).group).toBe('Staff');
  });

  it('keeps everything for an empty query', () => {
    expect(ids('  ')).toHaveLength(5);
  });

  it('reads descriptions too, and needs every word', () => {
    expect(ids('every payment')).toEqual(['page:/payments', `${FOUND_PREFIX}employee:1`]);
    expect(ids('take employee')).toEqual([`${FOUND_PREFIX}employee:1`]);
  });
});
