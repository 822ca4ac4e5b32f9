import { Perm, TaskSection as S, type EmployeeCard, type FloorAlertWire } from '@jobline/shared';
import { signedIn, type Actor } from '../../test/helpers';
import type { TestApp } from '../../test/testApp';
import { boardJob, boardPeople, boardsApp, contextAt } from '../boards/boardsTestKit';
import { moveTask } from '../boards/taskMover';

export const cardOf = (body: { employees: EmployeeCard[] }, userId: number) =>
  body.employees.find((e) => e.id === userId)!;
export const alertsOf = (body: { alerts: FloorAlertWire[] }, userId: number) =>
  body.alerts.filter((a) => a.user_id === userId);
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/**
 * What each floor test file starts from: the boards' app and people, someone who watches every
 * floor (Home 17, the Dashboard 41 and its live reload 42), and helpers that write through the
 * board's own commands.
 */
export async function floorApp() {
  const { t, p, api } = await boardsApp(boardPeople);
  const watcher = await signedIn(t, {
    roleId: null,
    permissions: [Perm.EMPLOYEE_ACTIVITIES, Perm.DASHBOARD, Perm.DASHBOARD_LIVE],
  });
  return {
    t,
    p,
    api,
    watcher,
    floor: (who: Actor | null, body: Record<string, unknown> = {}) =>
      api.post('/api/ongoing_jobs', body, who),
    /** A new employee of the division with one planned task of these estimates (hours) in Picked. */
    employeeWithTask: async (estimate: [number, number, number] = [1, 2, 4]) => {
      const holder = await signedIn(t, { divisionId: p.division.id, firstName: 'Floor' });
      const { job, assigned } = await boardJob(t.database.db, { ...p, holder }, [estimate], {
        section: S.PICKED,
        authorized: true,
      });
      return { holder, job, taskUserId: assigned[0]!.id, jobUserId: assigned[0]!.jobUserId };
    },
    /** The holder starts the task at `at`, as the board does. */
    startAt: (holder: Actor, taskUserId: number, at: Date) => startAt(t, holder, taskUserId, at),
  };
}
export type FloorWorld = Awaited<ReturnType<typeof floorApp>>;

const startAt = (t: TestApp, holder: Actor, taskUserId: number, at: Date) =>
  moveTask(t.database.db, contextAt(t, holder, at), {
    taskUserId,
    from: S.PICKED,
    to: S.ONGOING,
    via: 'move',
  });
