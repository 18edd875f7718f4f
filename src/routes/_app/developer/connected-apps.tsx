import { createFileRoute } from '@tanstack/react-router';
import { connectedAppsOptions } from '@/features/developer/api/developer';
import { ConnectedAppsPage } from '@/features/developer/pages/connected-apps-page';

export const Route = createFileRoute('/_app/developer/connected-apps')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(connectedAppsOptions());
  },
  component: ConnectedAppsPage,
});
