import { createFileRoute } from '@tanstack/react-router';
import { TokenCreateDrawer } from '@/features/developer/pages/tokens-page';

export const Route = createFileRoute('/_app/developer/tokens/new')({
  component: TokenCreateDrawer,
});
