import {
  allocatedMinutes,
  dayInZone,
  floorAlerts,
  floorAlertWire,
  spentFromMinutes,
  WorkState,
  zonedInstant,
  type EmployeeCard,
  type FloorAlertWire,
  type FloorState,
  type FloorStateKind,
} from '@jobline/shared';
import type { Executor } from '../../db/client';
import { imageUrl } from '../auth/loggedUser';
import { spentOn, type AssignmentSpent } from '../boards/workTimeline';
import { approvedLeaveDays, type LeaveDay } from '../leave/leaveOn';
import type { FloorSettings } from './floorSettings';
import { finishedSince, readFloor, type FinishedRow, type FloorRow } from './floorQuery';

const iso = (value: string | Date) => new Date(value).toISOString();

/** The company's midnight of the day `now` falls on. */
export const todayStart = (now: Date, timeZone: string) =>
  zonedInstant(dayInZone(now, timeZone), 0, timeZone);

/** What the employee does now: the work log's latest row, read against today and their latest login. */
export function stateOf(row: FloorRow, dayStart: Date): { kind: FloorStateKind; since: Date | null } {
  const at = row.at === null ? null : new Date(row.at);
  const login = row.last_login === null ? null : new Date(row.last_login);
  // A login today after the log last said "off" (or said nothing today) starts the day.
  const loggedInSince = login && login >= dayStart && (!at || login > at) ? login : null;
  if (row.state === WorkState.WORKING && at) return { kind: 'working', since: at };
  if (row.state === WorkState.HOLD && at) return { kind: 'holding', since: at };
  if (row.state === WorkState.IDLE && at && at >= dayStart) return { kind: 'idle', since: at };
  if (loggedInSince) return { kind: 'idle', since: loggedInSince };
  if (row.state === WorkState.OFF && at && at >= dayStart) return { kind: 'off', since: at };
  return { kind: 'not_started', since: null };
}

/** The alert rule's view of one card's employee. */
function floorStateOf(row: FloorRow, state: ReturnType<typeof stateOf>, spent: AssignmentSpent | undefined) {
  const { kind, since } = state;
  if (kind === 'working' && since && row.task_user_id !== null) {
    return {
      kind,
      since,
      taskUserId: row.task_user_id,
      estimate: {
        optimistic: allocatedMinutes(row.optimistic),
        mostLikely: allocatedMinutes(row.most_likely),
        pessimistic: allocatedMinutes(row.pessimistic),
      },
      spentMinutes: spent?.minutes ?? 0,
    } satisfies FloorState;
  }
  if (kind === 'holding' && since) return { kind, since, holdType: row.hold_type ?? 0 } satisfies FloorState;
  if (kind === 'idle' && since) return { kind, since } satisfies FloorState;
  return { kind: kind === 'off' ? 'off' : 'not_started' } satisfies FloorState;
}

function present(
  row: FloorRow,
  state: ReturnType<typeof stateOf>,
  spent: AssignmentSpent | undefined,
  finished: FinishedRow[],
  leave: LeaveDay | undefined,
): EmployeeCard {
  const ongoing = row.task_user_id !== null && row.task_id !== null;
  const holding = state.kind === 'holding';
  const seconds = ongoing ? (spent?.seconds ?? 0) : 0;
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    image: imageUrl(row.image_id),
    division_id: row.division_id,
    pending_job_count: row.pending_jobs,
    pending_tasks: row.pending_tasks,
    state: state.kind,
    since: state.since?.toISOString() ?? null,
    ongoing: ongoing
      ? {
          id: row.task_id!,
          task_no: row.task_no!,
          task_name: row.task_name!,
          Time01: Number(row.optimistic),
          Time02: Number(row.most_likely),
          Time03: Number(row.pessimistic),
          created_at: iso(row.task_created_at!),
        }
      : null,
    ongoing_job: ongoing
      ? {
          id: row.job_id!,
          job_no: row.job_no!,
          customer_name: row.customer_name,
          job_user_id: row.job_user_id!,
        }
      : null,
    holdAction: holding ? { type: row.hold_type ?? 0, created_at: state.since!.toISOString() } : null,
    task_user: ongoing
      ? { id: row.task_user_id!, due_date: row.due_date, assign_date: iso(row.assign_date!) }
      : null,
    spent: spentFromMinutes(Math.floor(seconds / 60)),
    spent_seconds: seconds,
    isHolding: holding,
    leave_type: leave?.leaveType ?? null,
    finished_today: finished.map((f) => ({
      task_user_id: f.task_user_id,
      task_no: f.task_no,
      job_no: f.job_no,
      finished_at: iso(f.finished_at),
    })),
  };
}

/**
 * Home's cards and floor alerts for one division at `now`: the employees (one query), the time on
 * their ongoing tasks as the boards count it (one query), and what they finished today (one query).
 */
export async function floorCards(db: Executor, divisionId: number, now: Date, settings: FloorSettings) {
  const dayStart = todayStart(now, settings.timeZone);
  const rows = await readFloor(db, divisionId);
  const ongoingIds = rows.flatMap((r) => (r.task_user_id === null ? [] : [r.task_user_id]));
  const spent = await spentOn(db, ongoingIds, now);
  const finished = await finishedSince(
    db,
    rows.map((r) => r.id),
    dayStart,
  );
  const onLeave = new Map(
    (
      await approvedLeaveDays(
        db,
        rows.map((r) => r.id),
        dayInZone(now, settings.timeZone),
        dayInZone(now, settings.timeZone),
      )
    ).map((l) => [l.userId, l]),
  );
  const employees: EmployeeCard[] = [];
  const alerts: FloorAlertWire[] = [];
  for (const row of rows) {
    const leave = onLeave.get(row.id);
    const logged = stateOf(row, dayStart);
    // Someone on approved leave who has not started reads as away, not as late.
    const state =
      logged.kind === 'not_started' && leave ? { kind: 'on_leave' as const, since: null } : logged;
    const taskSpent = row.task_user_id === null ? undefined : spent.get(row.task_user_id);
    employees.push(
      present(
        row,
        state,
        taskSpent,
        finished.filter((f) => f.user_id === row.id),
        leave,
      ),
    );
    const raised = floorAlerts({
      userId: row.id,
      state: floorStateOf(row, state, taskSpent),
      now,
      timeZone: settings.timeZone,
      hours: settings.hours,
      limits: settings.limits,
    });
    alerts.push(...raised.map(floorAlertWire));
  }
  return { employees, alerts };
}
