import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmAction } from '../../components/confirm';
import { useAuth } from '../auth/AuthProvider';
import { rememberSessionEnd } from '../auth/sessionEndLanding';
import { notifySuccess } from '../../components/notify';
import { postRestore, postSessionEnd } from './api';
import { notifyRefusal } from './notifyRefusal';
import { refreshWork } from './refreshWork';

/**
 * Restore (back from a hold) and Session End (the day ends) of the profile menu and the top bar
 * the toast says what the server did.
 */
export function useDayActions() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const restore = useMutation({
    mutationFn: postRestore,
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      void refreshWork(queryClient);
    },
    onError: notifyRefusal,
  });
  const endSession = useMutation({
    mutationFn: postSessionEnd,
    onSuccess: (answer) => {
      if (user) rememberSessionEnd(user.id);
      notifySuccess(answer.message);
      void refreshWork(queryClient);
    },
    onError: notifyRefusal,
  });
  return {
    restore: () => restore.mutate(),
    restoring: restore.isPending,
    endSession: () =>
      confirmAction({
        title: 'End your working day?',
        body: [
          'Your ongoing task goes on hold and your time stops until you start work again.',
          'You stay logged in.',
        ],
        confirmLabel: 'End session',
        onConfirm: () => endSession.mutate(),
      }),
  };
}
