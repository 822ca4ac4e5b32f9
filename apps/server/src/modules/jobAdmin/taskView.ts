import {
  allocatedMinutes,
  JobTaskFilter,
  spentFromMinutes,
  TASK_SECTION_NAMES,
  TaskSection,
  type DeveloperTasks,
  type JobTaskRow,
  type TaskSection as TaskSectionId,
} from '@jobline/shared';
import type { AssignmentTime } from './assignmentTime';
import type { AssignmentRecord, TaskRecord } from './jobTaskRecords';

export const NOT_ASSIGNED = 'N/A';
export const REASSIGNED = 'Re-assigned';

type Stage = 'pending' | 'finished' | 'started';

/**
 * Where a task stands, from its current work assignment's section: not assigned, Back Log
 * or Picked is pending (not started); Finished is finished; everything between (Ongoing, Hold, QC,
 * and the QC board's sections) is started but not finished.
 */
export function stageOf(section: number | null): Stage {
  if (section === null || section === TaskSection.BACK_LOG || section === TaskSection.PICKED)
    return 'pending';
  return section === TaskSection.FINISHED ? 'finished' : 'started';
}

const FILTER_STAGE: Record<number, Stage | null> = {
  [JobTaskFilter.ALL]: null,
  [JobTaskFilter.PENDING]: 'pending',
  [JobTaskFilter.FINISHED]: 'finished',
  [JobTaskFilter.NOT_FINISHED]: 'started',
};

const passes = (filter: number, stage: Stage | 'closed') => {
  const wanted = FILTER_STAGE[filter] ?? null;
  return wanted === null || stage === wanted;
};

export const sectionName = (section: number) =>
  TASK_SECTION_NAMES[section as TaskSectionId] ?? `Unknown (${section})`;
const minutesOf = (seconds: number) => Math.floor(seconds / 60);

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

export interface TaskViewInput {
  tasks: TaskRecord[];
  assignments: AssignmentRecord[];
  times: AssignmentTime[];
  filter: number;
  developerWise: boolean;
}

/**
 * The task table of the All Job Details page: one row per task (its current work assignment's
 * status, everyone on it, the time of all its assignments), or developer-wise one row per
 * assignment grouped by employee; plus the job's totals, which never depend on the filter.
 */
export function buildTaskView({ tasks, assignments, times, filter, developerWise }: TaskViewInput) {
  const timeOf = new Map(times.map((t) => [t.task_user_id, t]));
  const byTask = groupBy(assignments, (a) => a.taskId);
  const taskById = new Map(tasks.map((t) => [t.id, t]));

  const rowOf = (task: TaskRecord, own: AssignmentRecord[], status: string, section: number | null) => {
    const seconds = own.reduce((sum, a) => sum + (timeOf.get(a.id)?.seconds ?? 0), 0);
    const open = own.reduce((sum, a) => sum + (timeOf.get(a.id)?.open_seconds ?? 0), 0);
    const running = own.some((a) => timeOf.get(a.id)?.open_seconds);
    // Everyone on the task now, once per role (the same person may work it and check it).
    const people = new Map<string, { id: number; name: string; is_qc: boolean }>();
    for (const a of own.filter((x) => !x.closed)) {
      people.set(`${a.userId}:${a.isQc}`, { id: a.userId, name: a.userName, is_qc: a.isQc });
    }
    return {
      task_id: task.id,
      task_no: task.taskNo,
      task_name: task.name,
      task_description: task.description,
      current_status: status,
      section,
      Time02: Number(task.mostLikely),
      allocated_minutes: allocatedMinutes(task.mostLikely),
      total_duration: spentFromMinutes(minutesOf(seconds)),
      users: [...people.values()],
      ongoing_spent: running ? spentFromMinutes(minutesOf(open)) : null,
    };
  };

  const taskRows: JobTaskRow[] = [];
  for (const task of tasks) {
    const own = byTask.get(task.id) ?? [];
    const current = own.filter((a) => !a.closed && !a.isQc).at(-1) ?? null;
    const section = current?.section ?? null;
    if (!passes(filter, stageOf(section))) continue;
    const status = current ? sectionName(current.section) : NOT_ASSIGNED;
    taskRows.push({ id: task.id, ...rowOf(task, own, status, section) });
  }

  let developers: DeveloperTasks[] | undefined;
  if (developerWise) {
    const byUser = groupBy(assignments, (a) => a.userId);
    developers = [...byUser.values()]
      .map((own) => {
        const rows: JobTaskRow[] = [];
        for (const a of own) {
          // A closed (re-assigned) row keeps its time; it shows under All only.
          const stage = a.closed ? 'closed' : stageOf(a.section);
          if (!passes(filter, stage)) continue;
          const status = a.closed ? REASSIGNED : sectionName(a.section);
          rows.push({ id: a.id, ...rowOf(taskById.get(a.taskId)!, [a], status, a.section) });
        }
        const seconds = own.reduce((sum, a) => sum + (timeOf.get(a.id)?.seconds ?? 0), 0);
        return {
          user: { id: own[0]!.userId, name: own[0]!.userName },
          total_duration: spentFromMinutes(minutesOf(seconds)),
          tasks: rows,
        };
      })
      // Under a filter, an employee with nothing left to show is left out.
      .filter((d) => d.tasks.length > 0)
      .sort((x, y) => x.user.name.localeCompare(y.user.name));
  }

  const totalSeconds = times.reduce((sum, t) => sum + t.seconds, 0);
  return {
    tasks: taskRows,
    developers,
    totalMinutes: minutesOf(totalSeconds),
    hasTime: times.length > 0,
    allocatedMinutes: tasks.reduce((sum, t) => sum + allocatedMinutes(t.mostLikely), 0),
  };
}
