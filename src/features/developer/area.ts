import { IconApps, IconKey, IconPlugConnected } from '@tabler/icons-react';
import type { Area } from '@/lib/area-types';

export const developerArea: Area = {
  label: 'Developer',
  pages: [
    {
      to: '/developer/tokens',
      requires: 'apps.manage',
      label: 'Access tokens',
      description: 'Personal access tokens for your own integrations: make, see last use, revoke',
      icon: IconKey,
      actions: [{ label: 'New access token', to: '/developer/tokens/new', icon: IconKey }],
    },
    {
      to: '/developer/apps',
      requires: 'apps.manage',
      label: 'Apps',
      description: 'OAuth apps you registered: client id, redirect URLs',
      icon: IconApps,
      actions: [{ label: 'Register app', to: '/developer/apps/new', icon: IconApps }],
    },
    {
      to: '/developer/connected-apps',
      requires: 'apps.manage',
      label: 'Connected apps',
      description: 'Apps allowed to act for the business: permissions, last use, disconnect',
      icon: IconPlugConnected,
    },
  ],
};
