import { IconHistory } from '@tabler/icons-react';
import type { Area } from '@/lib/area-types';

export const activityArea: Area = {
  label: 'Activity',
  pages: [
    {
      to: '/activity',
      requires: 'activity.read',
      label: 'Activity log',
      description: 'Who changed what, when and from where: every write, by a person or a token',
      icon: IconHistory,
    },
  ],
};
