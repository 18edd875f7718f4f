import {
  IconShieldLock,
  IconUserPlus,
  IconUsers,
  IconMailForward,
  IconPlus,
} from '@tabler/icons-react';
import type { Area } from '@/lib/area-types';

/** The owner's Team area: people, invitations and permission sets. */
export const teamArea: Area = {
  label: 'Team',
  pages: [
    {
      to: '/team/people',
      requires: 'team.manage',
      label: 'People',
      description: 'Who signs in to the back office and what they may do',
      icon: IconUsers,
      actions: [{ label: 'Invite someone', to: '/team/invitations/new', icon: IconUserPlus }],
    },
    {
      to: '/team/invitations',
      requires: 'team.manage',
      label: 'Invitations',
      description: 'Links that let someone join your team',
      icon: IconMailForward,
    },
    {
      to: '/team/permission-sets',
      requires: 'team.manage',
      label: 'Permission sets',
      description: 'What the people you invite may do',
      icon: IconShieldLock,
      actions: [{ label: 'New permission set', to: '/team/permission-sets/new', icon: IconPlus }],
    },
  ],
};
