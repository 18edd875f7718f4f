import '@mantine/notifications/styles.css';

export { Notifications as default } from '@mantine/notifications';
