import { HoldRequestType, RoleId, TaskSection as S } from '@jobline/shared';
import { createDivision } from '../../../test/factories';
import { signedIn, type Actor } from '../../../test/helpers';
import { contextAt } from '../../boards/boardsTestKit';
import { endWorkingDay } from '../../boards/dayEnder';
import { changeHold } from '../../boards/holdChanger';
import { restoreHold } from '../../boards/holdRestorer';
import { moveTask } from '../../boards/taskMover';
import { floorApp } from '../../floor/floorTestKit';
import { companyAt, lastWeekday } from '../worksheetTestKit';

/**
 * What the correction tests start from: the boards' people (an HOD of the division and its
 * employees), an HOD of another division, a company-wide reviewer (Director: 40 and 41), a super
 * admin, and a worked day written through the boards' own commands.
 */
export async function presetWorld() {
  const world = await floorApp();
  const { t } = world;
  const other = await createDivision(t.database.db);
  const people = {
    otherHod: await signedIn(t, { roleId: RoleId.HOD, divisionId: other.id }),
    director: await signedIn(t, { roleId: RoleId.DIRECTOR, divisionId: other.id }),
    superAdmin: await signedIn(t, { roleId: RoleId.SUPER_ADMIN }),
  };
  const post = (url: string, body: unknown, who: Actor | null) => world.api.post(`/api${url}`, body, who);
  const get = (url: string, who: Actor | null) => world.api.get(`/api${url}`, who);

  /**
   * A new employee of the division who worked `day` (default last Wednesday): on the task 08:40–12:00,
   * lunch 12:00–13:00, the task again 13:00–17:00, then ended the day.
   */
  const workedDay = async (day = lastWeekday(3)) => {
    const { holder, taskUserId, job } = await world.employeeWithTask([4, 8, 12]);
    const ctx = (hhmm: string) => ({ ...contextAt(t, holder, companyAt(day, hhmm)), today: day });
    await moveTask(t.database.db, ctx('08:40'), { taskUserId, from: S.PICKED, to: S.ONGOING, via: 'move' });
    await changeHold(t.database.db, ctx('12:00'), { type: HoldRequestType.LUNCH }, { breakLogsOut: false });
    await restoreHold(t.database.db, ctx('13:00'));
    await endWorkingDay(t.database.db, ctx('17:00'));
    return { holder, taskUserId, job, day };
  };

  /** The holder's draft of the day: its id and lines. */
  const openDay = async (holder: Actor, day: string) => {
    const res = await post('/reports/activity/edit', { range: { start: day, end: day } }, holder);
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json() as { preset: { id: number }; result: { id: number; start_time: string }[] };
  };

  /** Opens, validates and sends the day as logged; the waiting preset's id. */
  const sentDay = async (holder: Actor, day: string) => {
    const { preset } = await openDay(holder, day);
    for (const url of ['/activity/custom/save', '/reports/emp_daily_activity/request']) {
      const res = await post(url, { preset_id: preset.id }, holder);
      if (res.statusCode !== 200) throw new Error(res.body);
    }
    return preset.id;
  };

  return { ...world, ...people, otherDivisionId: other.id, post, get, workedDay, openDay, sentDay };
}
export type PresetWorld = Awaited<ReturnType<typeof presetWorld>>;
