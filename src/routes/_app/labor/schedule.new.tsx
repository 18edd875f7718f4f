import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ShiftCreateDrawer } from '@/features/labor/pages/shift-drawers';
import { searchDay, searchText } from '@/lib/list-search';

export const Route = createFileRoute('/_app/labor/schedule/new')({
  // Optional prefills: the employee and the day of the cell the drawer was opened from.
  validateSearch: z.object({ employee: searchText(255), day: searchDay }),
  component: () => <ShiftCreateDrawer view="schedule" />,
});
