import { and, desc, eq, exists, ne, sql } from 'drizzle-orm';
import {
  Msg,
  PresetStatus,
  zonedInstant,
  type EditingJobsResponse,
  type EditingTasksResponse,
  type WaitingPreset,
  type WorksheetResponse,
} from '@jobline/shared';
import type { AuthUser } from '../../../auth/sessions';
import { keptSelect, queryRows, type Executor } from '../../../db/client';
import { worksheetPresets } from '../../../db/schema';
import { fullNameSql } from '../../../db/sqlText';
import { forbidden } from '../../../errors';
import { assertSeesWorksheet } from '../worksheetPolicy';
import { monthLockOf, monthOf } from './periodLock';
import { presetWire } from './presetLines';
import { presetPolicy } from './presetPolicy';

const M = Msg.worksheets;

/**
 * POST reports/activity/presets: the corrections waiting for review that the caller may decide
 * oldest sent first; `division` narrows to one division (another than one's own only for
 * company-wide reviewers).
 */
export async function waitingPresets(db: Executor, viewer: AuthUser, division: number | null | undefined) {
  const scope = presetPolicy.scope(viewer);
  if (division != null && !scope.all && division !== scope.divisionId)
    throw forbidden(M.onlyOwnDivisionReview);
  const onlyDivision = division ?? (scope.all ? null : scope.divisionId);
  if (!scope.all && onlyDivision === null) return [];
  return queryRows<WaitingPreset>(
    db,
    sql`select p.id, p.user_id, ${fullNameSql('u')} as employee_name, p.day::text as date,
               p.sent_at, (select count(*)::int from worksheet_preset_lines l where l.preset_id = p.id) as line_count
        from worksheet_presets p join users u on u.id = p.user_id
        where p.status = ${PresetStatus.WAITING} and p.user_id <> ${viewer.id}
          and (${onlyDivision}::int is null or u.division_id = ${onlyDivision})
        order by p.sent_at, p.id`,
  ).then((rows) =>
    rows.map((r) => ({ ...r, sent_at: r.sent_at === null ? null : new Date(r.sent_at).toISOString() })),
  );
}

/**
 * POST all_jobs/user/activity/editing: the jobs the person held an assignment of on the company day
 * `date` (neither finished nor handed over before that day began), newest first.
 */
export async function editingJobs(
  db: Executor,
  viewer: AuthUser,
  userId: number,
  day: { date: string; timeZone: string },
): Promise<EditingJobsResponse> {
  await assertSeesWorksheet(db, viewer, userId);
  const dayStart = zonedInstant(day.date, 0, day.timeZone);
  const jobs = await queryRows<EditingJobsResponse['jobs'][number]>(
    db,
    sql`select j.id, j.job_no, cu.name as customer, j.title as job_title
        from jobs j left join customers cu on cu.id = j.customer_id
        where exists (select 1 from task_users tu join tasks k on k.id = tu.task_id
                      where k.job_id = j.id and tu.user_id = ${userId}
                        and (tu.finished_at is null or tu.finished_at >= ${dayStart})
                        and (tu.closed_at is null or tu.closed_at >= ${dayStart}))
        order by j.id desc`,
  );
  return { jobs };
}

/** GET job/tasks/worksheet/edit/{jobId}/{userId}: the person's assignments of the job's tasks. */
export async function editingTasks(
  db: Executor,
  viewer: AuthUser,
  jobId: number,
  userId: number,
): Promise<EditingTasksResponse> {
  await assertSeesWorksheet(db, viewer, userId);
  const tasks = await queryRows<EditingTasksResponse['tasks'][number]>(
    db,
    sql`select tu.id as task_user_id, k.task_no, k.name as task_name
        from task_users tu join tasks k on k.id = tu.task_id
        where k.job_id = ${jobId} and tu.user_id = ${userId}
        order by k.id, tu.id`,
  );
  return { tasks };
}

type DayPresetFields = Pick<WorksheetResponse, 'preset' | 'reject_preset' | 'activityEditRecords' | 'locked'>;

/**
 * A person's corrections of one day, newest first (drafts only for their owner), each row with
 * whether the day's month is locked; one row with no correction when there is none. One statement
 * instead of two, as every worksheet day reads both. Built once each.
 */
const dayPresets = (db: Executor, others: boolean) =>
  db
    .select({ locked: sql<boolean>`${exists(monthLockOf(db))}`, preset: worksheetPresets })
    .from(sql`(select 1) as one`)
    .leftJoin(
      worksheetPresets,
      and(
        eq(worksheetPresets.userId, sql.placeholder('userId')),
        eq(worksheetPresets.day, sql.placeholder('day')),
        others ? ne(worksheetPresets.status, PresetStatus.DRAFT) : undefined,
      ),
    )
    .orderBy(desc(worksheetPresets.id));
const ownDayPresets = keptSelect('own_day_presets', (db) => dayPresets(db, false));
const othersDayPresets = keptSelect('others_day_presets', (db) => dayPresets(db, true));

/**
 * What the worksheet adds for one day (R-161..R-163): the open correction (else the last one; a
 * draft only to its owner), the remark of a rejection nothing followed, the correction's lines for
 * a review (report_type 2), and whether the month is locked.
 */
export async function dayPresetFields(
  db: Executor,
  viewer: AuthUser,
  userId: number,
  range: { start: string; end: string },
  reportType: number,
  timeZone: string,
): Promise<DayPresetFields> {
  if (range.start !== range.end)
    return { preset: null, reject_preset: null, activityEditRecords: [], locked: false };
  const day = range.start;
  const read = await (viewer.id === userId ? ownDayPresets : othersDayPresets)(db, {
    userId,
    day,
    month: monthOf(day),
  });
  const locked = read[0]?.locked ?? false;
  const rows = read.flatMap((r) => (r.preset ? [r.preset] : []));
  const open = rows.find((r) => r.status === PresetStatus.DRAFT || r.status === PresetStatus.WAITING);
  const shown = open ?? rows[0];
  const preset = shown ? await presetWire(db, shown, timeZone) : null;
  const latest = rows[0];
  return {
    preset,
    reject_preset:
      latest?.status === PresetStatus.REJECTED
        ? { remark: latest.reviewRemark || Msg.worksheets.noRemark }
        : null,
    activityEditRecords: reportType === 2 && preset ? preset.lines : [],
    locked,
  };
}
