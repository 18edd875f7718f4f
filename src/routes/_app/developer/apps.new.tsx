import { createFileRoute } from '@tanstack/react-router';
import { AppCreateDrawer } from '@/features/developer/pages/apps-page';

export const Route = createFileRoute('/_app/developer/apps/new')({
  component: AppCreateDrawer,
});
