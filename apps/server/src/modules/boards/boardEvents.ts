import { Perm, RealtimeEventType } from '@jobline/shared';
import type { Executor } from '../../db/client';
import { audienceFacts } from '../../realtime/audienceFacts';
import type { EventBus } from '../../realtime/bus';

export interface BoardChange {
  jobId: number | null;
  jobUserIds: (number | null | undefined)[];
  taskUserIds: (number | null | undefined)[];
  /** The employee whose board or state changed. */
  userId: number;
}

const ids = (list: (number | null | undefined)[]) => [
  ...new Set(list.filter((n): n is number => typeof n === 'number')),
];

/**
 * Tells boards, cards, panels and live views that something on them changed (on commit): the
 * people on the job and its managers, whoever watches the employee's day (Home, worksheet, plan),
 * and the job dashboard, whose figures count everyone's work.
 */
export async function publishBoardChanged(db: Executor, bus: EventBus, change: BoardChange) {
  const facts = await audienceFacts(db, { jobId: change.jobId, employeeId: change.userId });
  await bus.publish(db, {
    type: RealtimeEventType.BOARD_CHANGED,
    ...facts,
    permissions: [Perm.DASHBOARD],
    data: {
      job_id: change.jobId,
      job_user_ids: ids(change.jobUserIds),
      task_user_ids: ids(change.taskUserIds),
      user_id: change.userId,
    },
  });
}

/**
 * A task authorization was requested or granted (on commit): the Job Authorization list of those it
 * was addressed to refreshes, and of the job's managers, among whom are those who see every request.
 */
export async function publishTaskApprovalsChanged(
  db: Executor,
  bus: EventBus,
  change: { jobId: number; approverIds: number[]; data: Record<string, unknown> },
) {
  const { job } = await audienceFacts(db, { jobId: change.jobId });
  await bus.publish(db, {
    type: RealtimeEventType.TASK_APPROVALS_CHANGED,
    job,
    userIds: [...new Set(change.approverIds)],
    data: change.data,
  });
}
