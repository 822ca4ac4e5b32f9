import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { NotificationType, type NotificationPage, type NotificationRow } from '@jobline/shared';
import { notifyError, notifySuccess } from '../../components/notify';
import { acceptFinishedJob, rejectFinishedJob } from '../jobAdmin/api';
import { notificationKeys } from './api';
import { useMarkViewed } from './queries';

export type FinishedJobVerdict = { accept: true } | { accept: false; reason: string };

/** POST jobs/hod/finished (status 10) or jobs/hod/reject with the reason (status 11). */
const decideFinishedJob = (jobUserId: number, verdict: FinishedJobVerdict) =>
  verdict.accept ? acceptFinishedJob(jobUserId) : rejectFinishedJob(jobUserId, verdict.reason);

/**
 * Accepting or rejecting a finished job from its notification: the entry shows the outcome
 * at once and is marked viewed when it was unread; the bell then reloads what the server has.
 */
export function useFinishedJobDecision() {
  const queryClient = useQueryClient();
  const markViewed = useMarkViewed();
  return useMutation({
    mutationFn: ({ notification, verdict }: { notification: NotificationRow; verdict: FinishedJobVerdict }) =>
      decideFinishedJob(notification.job_user_id!, verdict),
    onSuccess: (answer, { notification }) => {
      notifySuccess(answer.message);
      queryClient.setQueriesData<InfiniteData<NotificationPage, number>>(
        { queryKey: notificationKeys.all },
        (feed) =>
          feed && {
            ...feed,
            pages: feed.pages.map((page) => ({
              ...page,
              notifications: page.notifications.map((n) =>
                n.notification_type === NotificationType.FINISHED_JOB && n.job_user_id === answer.job_user_id
                  ? { ...n, finished_job_status: answer.finished_status }
                  : n,
              ),
            })),
          },
      );
      if (notification.status === 1) markViewed.mutate(notification.id);
      else void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
    onError: (error) => {
      notifyError(error);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
