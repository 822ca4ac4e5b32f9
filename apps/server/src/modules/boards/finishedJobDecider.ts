import { sql } from 'drizzle-orm';
import {
  boardNoticeTitles,
  FinishedJobStatus,
  NotificationStatus,
  NotificationType,
  RealtimeEventType,
  SmsEvent,
  smsTexts,
} from '@jobline/shared';
import { queryRows, type Tx } from '../../db/client';
import { enqueueSms } from '../admin/sms/smsEnqueuer';
import type { FinishedJobDecision } from '../jobAdmin/finishedJobReviewer';
import type { JobContext } from '../jobs/jobCreator';
import { addNotifications } from '../notifications/notificationCreator';
import { publishBoardChanged } from './boardEvents';

/** The hold a decision was about, as the decision read it under its lock. */
export interface DecidedHold {
  id: number;
  user_id: number;
  job_id: number;
  job_no: string;
}

/**
 * What follows the HOD's decision on a finished job, in its transaction: every HOD's
 * 'waits for your approval' notification of that hold shows the outcome (10 or 11), the decider's
 * own one is viewed, the holder hears of it (type 4), and the boards refresh.
 */
export async function announceFinishedJobDecision(
  tx: Tx,
  ctx: JobContext,
  hold: DecidedHold,
  decision: FinishedJobDecision,
  status: number,
) {
  const updated = await queryRows<{ id: number; user_id: number }>(
    tx,
    sql`update notifications
        set finished_job_status = ${status},
            status = case when user_id = ${ctx.userId} then ${NotificationStatus.VIEWED} else status end,
            viewed_at = case when user_id = ${ctx.userId} and status = ${NotificationStatus.UNREAD}
                             then now() else viewed_at end
        where job_user_id = ${hold.id} and type = ${NotificationType.FINISHED_JOB}
          and finished_job_status = ${FinishedJobStatus.AWAITING}
        returning id, user_id`,
  );
  for (const userId of new Set(updated.map((n) => n.user_id))) {
    await ctx.bus.publish(tx, {
      type: RealtimeEventType.NOTIFICATIONS_CHANGED,
      userIds: [userId],
      data: { ids: updated.filter((n) => n.user_id === userId).map((n) => n.id), change: 'decided' },
    });
  }
  await addNotifications(tx, ctx.bus, [
    {
      userId: hold.user_id,
      type: NotificationType.FINISHED_JOB,
      title: decision.accept
        ? boardNoticeTitles.accepted(hold.job_no)
        : boardNoticeTitles.rejected(hold.job_no, decision.reason),
      jobId: hold.job_id,
      jobUserId: hold.id,
      assignedById: ctx.userId,
      finishedJobStatus: status,
    },
  ]);
  await publishBoardChanged(tx, ctx.bus, {
    jobId: hold.job_id,
    jobUserIds: [hold.id],
    taskUserIds: [],
    userId: hold.user_id,
  });
  if (!decision.accept) {
    await enqueueSms(tx, ctx.bus, {
      event: SmsEvent.FINISHED_JOB_REJECTED,
      jobId: hold.job_id,
      body: smsTexts.finishedJobRejected(hold.job_no, decision.reason),
      entity: 'job_user',
      entityId: hold.id,
    });
  }
}
