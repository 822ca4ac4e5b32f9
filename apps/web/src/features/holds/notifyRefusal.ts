import { notifications } from '@mantine/notifications';
import { MoveRefusal } from '@jobline/shared';
import { ApiError } from '../../api/client';
import { notifyError } from '../../components/notify';

/** How long a red refusal toast stays (O-14: the spec's 500000 ms meant about 5 s). */
const REFUSAL_TOAST_MS = 5000;

/** A red toast for a refused board or work action. */
export const refusalToast = (title: string, message: string) =>
  notifications.show({ color: 'red', title, message, autoClose: REFUSAL_TOAST_MS });

/**
 * A refused hold, restore, session end or quick-job action: status 7 (the work changed
 * meanwhile) is a short red toast; anything else is 'Error!' with the server's message.
 */
export function notifyRefusal(error: unknown) {
  if (error instanceof ApiError && error.code === MoveRefusal.STATE_CHANGED) {
    refusalToast('Error!', error.message);
    return;
  }
  notifyError(error, 'Error!');
}
