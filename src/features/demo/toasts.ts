import { notifications } from '@mantine/notifications';
import type { Toast } from '../../../schemas/demo.ts';

/** success: a step worked; info: a neutral end; error: something the visitor must act on. */
export type ToastTone = 'success' | 'info' | 'error';

const COLORS: Record<ToastTone, string> = { success: 'teal', info: 'brand', error: 'red' };

/** Shows a flow's toast exactly as written in YAML: an optional title and the message. */
export function showToast(toast: Toast, tone: ToastTone): void {
  notifications.show({
    ...(toast.title ? { title: toast.title } : {}),
    message: toast.message,
    color: COLORS[tone],
    autoClose: tone === 'error' ? 6000 : 4000,
  });
}
