import { useNotifications, type NotificationsProps } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./NotificationsContainer.tsx'));

/**
 * Mantine's toast container, fetched with the first toast: `notifications.show()` only touches the
 * tiny store, so the container and its transitions (~9 KB gzip) stay out of every page's first load.
 */
export function LazyNotifications(props: NotificationsProps) {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  ) : null;
}
