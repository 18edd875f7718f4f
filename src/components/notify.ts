import { notifications } from '@mantine/notifications';

/** The toast that confirms a command the service accepted. */
export function notifyDone(title: string, message: string) {
  notifications.show({ color: 'green', title, message });
}
