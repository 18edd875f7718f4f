import { createFileRoute } from '@tanstack/react-router';
import { breakTypeOptions } from '@/features/labor/api/break-types';
import { BreakTypeDeleteDialog } from '@/features/labor/pages/break-types-pages';

export const Route = createFileRoute('/_app/labor/break-types/$breakTypeId_/delete')({
  loader: ({ context: { queryClient }, params }) => {
    void queryClient.prefetchQuery(breakTypeOptions(params.breakTypeId));
  },
  component: BreakTypeDeleteDialog,
});
