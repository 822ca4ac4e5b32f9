import {
  endDayRequest,
  endDayResponse,
  Feature,
  ongoingJobsRequest,
  ongoingJobsResponse,
  Perm,
} from '@jobline/shared';
import type { App, AppDeps } from '../../app';
import { currentUser } from '../../auth/requestUser';
import { access } from '../../policies/access';
import { isFeatureOn } from '../admin/features/featureSwitches';
import { boardContextOf } from '../boards/boardContext';
import { floorCache } from './floorCache';
import { seesAllDivisions } from '../../policies/divisionScope';
import { assertSeesEmployee, divisionToShow, mayEndDays } from './floorPolicy';
import { floorSettingsOf } from './floorSettings';
import { endTimerAtClose } from './timerEnder';

const tags = ['floor'];

/** Home's live floor: POST ongoing_jobs (Employee Activities, 17) and closing a timer left running (42). */
export async function floorRoutes(app: App, deps: AppDeps) {
  const { db } = deps.database;
  const settings = floorSettingsOf(deps.config);
  const cachedFloor = floorCache(db, deps.bus, settings);

  app.post(
    '/ongoing_jobs',
    {
      config: { access: access.any(Perm.EMPLOYEE_ACTIVITIES) },
      schema: {
        summary: "One card per employee of a division, with what they do now, and the floor's alerts",
        description:
          'division defaults to the caller’s own; another division needs the Dashboard (41), else 403 ' +
          'status 11. Times are from the work log at `now`; board.changed and floor.changed events say ' +
          'when to read again.',
        tags,
        body: ongoingJobsRequest,
        response: { 200: ongoingJobsResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const divisionId = await divisionToShow(db, user, request.body.division);
      const { now, floor } =
        divisionId === null
          ? { now: new Date(), floor: { employees: [], alerts: [] } }
          : await cachedFloor(divisionId);
      return {
        now: now.toISOString(),
        division_id: divisionId,
        all_divisions: seesAllDivisions(user),
        can_end_day: mayEndDays(user),
        time_zone: settings.timeZone,
        business_hours: settings.hours.map((h) => (h ? ([h[0], h[1]] as [number, number]) : null)),
        limits: {
          hold_minutes: Object.fromEntries(
            Object.entries(settings.limits.holdMinutes).map(([k, v]) => [k, v!]),
          ),
          idle_minutes: settings.limits.idleMinutes,
        },
        ...floor,
        // Live alerts switched off by the super admin: the cards stay, the alerts go (the web stops too).
        alerts: (await isFeatureOn(db, Feature.LIVE_ALERTS)) ? floor.alerts : [],
      };
    },
  );

  app.post(
    '/floor/end_day',
    {
      config: { access: access.any(Perm.DASHBOARD_LIVE) },
      schema: {
        summary: 'End the day of an employee whose task still runs after hours, at closing time',
        description:
          'The task goes on Hold and the employee is off from the end of the business day the timer ran ' +
          'into (17:30, Saturday 13:30). Audited. Nothing running past its end: 409 status 7.',
        tags,
        body: endDayRequest,
        response: { 200: endDayResponse },
      },
    },
    async (request) => {
      await assertSeesEmployee(db, currentUser(request), request.body.user);
      return endTimerAtClose(db, boardContextOf(request, deps), request.body.user, settings);
    },
  );
}
