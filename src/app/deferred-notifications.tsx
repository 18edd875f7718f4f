import { notificationsStore, useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./notifications-container'));

/**
 * Mantine's toasts, loaded when the first one is shown (the store that `notifications.show` fills
 * is small; the container, its transitions and styles are not, and no page needs them to render).
 */
export function DeferredNotifications() {
  const { notifications, queue } = useNotifications(notificationsStore);
  // Once loaded it stays: a toast leaving must still transition out.
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
