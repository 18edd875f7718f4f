import { IconApps, IconKey, IconPlugConnected } from '@tabler/icons-react';
import type { Area } from '@/lib/area-types';

export const developerArea: Area = {
  label: 'Developer',
  pages: [
    {
      to: '/developer/tokens',
      label: 'Access tokens',
      description: 'Personal access tokens for your own integrations: make, see last use, revoke',
      icon: IconKey,
      actions: [{ label: 'New access token', to: '/developer/tokens/new', icon: IconKey }],
    },
    {
      to: '/developer/apps',
      label: 'Apps',
      description: 'OAuth apps you registered: client id, redirect URLs',
      icon: IconApps,
      actions: [{ label: 'Register app', to: '/developer/apps/new', icon: IconApps }],
    },
    {
      to: '/developer/connected-apps',
      label: 'Connected apps',
      description: 'Apps allowed to act for the business: permissions, last use, disconnect',
      icon: IconPlugConnected,
    },
  ],
};
