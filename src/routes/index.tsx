import { createFileRoute, redirect } from '@tanstack/react-router';
import { visibleAreas } from '@/lib/area-types';
import { allows } from '@/lib/permissions';
import { areas } from '@/app/all-areas';
import { currentPerson } from '@/app/session';

export const Route = createFileRoute('/')({
  // The first page the person may read (employees for the owner); their account page if none.
  beforeLoad: async ({ context }) => {
    const me = await currentPerson(context.queryClient);
    if (!me) throw redirect({ to: '/sign-in' });
    const first = visibleAreas(areas, (power) => allows(me, power))[0]?.pages[0];
    throw redirect({ to: first?.to ?? '/account' });
  },
});
