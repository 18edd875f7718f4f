import { createFileRoute } from '@tanstack/react-router';
import { ShiftCreateDrawer } from '@/features/labor/pages/shift-drawers';
import { searchDay, searchSchema, searchText } from '@/lib/list-search';

export const Route = createFileRoute('/_app/labor/schedule/new')({
  // Optional prefills: the employee and the day of the cell the drawer was opened from.
  validateSearch: searchSchema({ employee: searchText(255), day: searchDay }),
  component: () => <ShiftCreateDrawer view="schedule" />,
});
