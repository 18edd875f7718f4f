import { createFileRoute } from '@tanstack/react-router';
import { workweekConfigOptions } from '@/features/labor/api/workweek-configs';
import { WorkweekPage } from '@/features/labor/pages/workweek-page';

export const Route = createFileRoute('/_app/labor/workweek')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(workweekConfigOptions());
  },
  component: WorkweekPage,
});
