import { notifications } from '@mantine/notifications';

/** One look for feedback across the app: green for done, red for failed. Texts arrive translated. */
export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: 'green', title, message });
}

export function notifyError(title: string, message: string): void {
  notifications.show({ color: 'red', title, message, autoClose: 8000 });
}
