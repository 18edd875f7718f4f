import { createFileRoute } from '@tanstack/react-router';
import { membersOptions } from '@/features/team/api/members';
import { permissionSetsOptions } from '@/features/team/api/permission-sets';
import { MemberDrawer } from '@/features/team/pages/member-drawer';

export const Route = createFileRoute('/_app/team/people/$userId')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(membersOptions());
    void queryClient.prefetchQuery(permissionSetsOptions());
  },
  component: MemberDrawer,
});
