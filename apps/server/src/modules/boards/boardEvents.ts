import { RealtimeEventType } from '@jobline/shared';
import type { Executor } from '../../db/client';
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

/** Tells boards, cards, panels and live views that something on them changed (on commit). */
export const publishBoardChanged = (db: Executor, bus: EventBus, change: BoardChange) =>
  bus.publish(db, {
    type: RealtimeEventType.BOARD_CHANGED,
    all: true,
    data: {
      job_id: change.jobId,
      job_user_ids: ids(change.jobUserIds),
      task_user_ids: ids(change.taskUserIds),
      user_id: change.userId,
    },
  });
