import { notifications } from '@mantine/notifications';
import type { UseFormReturnType } from '@mantine/form';
import { ApiError, errorMessage } from '../api/client';

/** A success notice; `autoClose` in ms where the spec gives a timing (3 s otherwise). */
export const notifySuccess = (message: string, { title = 'Success!', autoClose = 3000 } = {}) =>
  notifications.show({ color: 'teal', title, message, autoClose });

export const notifyError = (error: unknown, title = 'Error!') =>
  notifications.show({ color: 'red', title, message: errorMessage(error), autoClose: 6000 });

/**
 * Shows a refusal where it belongs: per-field messages next to their fields (the user's input is
 * kept), anything else as a notification.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function showFormError(form: UseFormReturnType<any>, error: unknown) {
  if (error instanceof ApiError && Object.keys(error.fieldErrors).length) {
    const known = Object.fromEntries(
      Object.entries(error.fieldErrors).filter(([field]) => field in form.getValues()),
    );
    form.setErrors(known);
    if (Object.keys(known).length === Object.keys(error.fieldErrors).length) return;
  }
  notifyError(error);
}
