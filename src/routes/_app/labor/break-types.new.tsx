import { createFileRoute } from '@tanstack/react-router';
import { BreakTypeCreateDrawer } from '@/features/labor/pages/break-types-pages';

export const Route = createFileRoute('/_app/labor/break-types/new')({
  component: BreakTypeCreateDrawer,
});
