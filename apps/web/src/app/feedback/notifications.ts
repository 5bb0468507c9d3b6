// Its own module, so the container is a chunk fetched with the first notification.
export { Notifications as default } from '@mantine/notifications';
