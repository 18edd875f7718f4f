import { createFileRoute } from '@tanstack/react-router';
import { appsOptions } from '@/features/developer/api/developer';
import { AppsPage } from '@/features/developer/pages/apps-page';

export const Route = createFileRoute('/_app/developer/apps')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(appsOptions());
  },
  component: AppsPage,
});
