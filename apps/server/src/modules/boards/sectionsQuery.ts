import {
  BoardType,
  isPastDue,
  JOB_BOARD_SECTIONS,
  JobStatus,
  JobUserRole,
  Msg,
  QC_BOARD_SECTIONS,
  TASK_SECTION_NAMES,
  type BoardTask,
  type SectionsResponse,
} from '@jobline/shared';
import type { Executor } from '../../db/client';
import { notFound } from '../../errors';
import type { Assigner } from '../taskAssign/assignPolicy';
import { viewableHold } from './boardAccess';
import { loadBoardTasks } from './boardTaskQuery';

/** The columns of a board type, with these cards placed in them by section. */
export function boardColumns(type: number, tasks: BoardTask[] = []): SectionsResponse['sections'] {
  const sections = type === BoardType.QC ? QC_BOARD_SECTIONS : JOB_BOARD_SECTIONS;
  return sections.map((id) => ({
    id,
    section_name: TASK_SECTION_NAMES[id],
    tasks: tasks.filter((task) => task.current_section === id),
  }));
}

/**
 * POST sections: the board's columns; with a hold, its open assignments in them and the
 * header. A job board opens work holds only and a QC board QC holds only (404 otherwise).
 */
export async function loadSections(
  db: Executor,
  viewer: Assigner,
  request: { type: number; job_user_id?: number | null },
  now: Date,
  today: string,
): Promise<SectionsResponse> {
  if (!request.job_user_id) return { sections: boardColumns(request.type), board: null };
  const hold = await viewableHold(db, viewer, request.job_user_id);
  const wanted = request.type === BoardType.QC ? JobUserRole.QC : JobUserRole.WORK;
  if (hold.role !== wanted) throw notFound(Msg.boards.taskNotFound);
  const tasks = await loadBoardTasks(db, { jobUserId: hold.id }, now);
  return {
    sections: boardColumns(request.type, tasks),
    board: {
      job: {
        id: hold.job_id,
        job_no: hold.job_no,
        job_title: hold.job_title,
        job_description: hold.job_description,
        customer_name: hold.customer_name,
        due_date: hold.due_date,
        priority: hold.priority,
        isJobExpired: isPastDue(hold.due_date, today),
        canceled: hold.job_status === JobStatus.CANCELED,
      },
      job_user_id: hold.id,
      holder: { id: hold.user_id, name: hold.holder_name },
      finished_status: hold.finished_status,
      review_reason: hold.review_reason,
      is_holder: hold.isHolder,
      today,
    },
  };
}
