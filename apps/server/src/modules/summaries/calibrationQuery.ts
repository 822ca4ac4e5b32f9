import { sql } from 'drizzle-orm';
import {
  calibrateTask,
  CALIBRATION_TASK_LIMIT,
  estimateCalibration,
  shiftDay,
  zonedInstant,
  type CalibrationResponse,
  type CalibrationTaskRow,
} from '@jobline/shared';
import { queryRows, type Executor } from '../../db/client';
import { spentOn } from '../boards/workTimeline';

interface Row {
  task_user_id: number;
  job_no: string;
  task_no: string;
  task_name: string;
  finished_at: string | Date;
  optimistic: string;
  most_likely: string;
  pessimistic: string;
}

/**
 * POST summary/calibration: the employee's work assignments finished in the company days of the
 * range (QC checks are not estimated work), each spent figure from the boards' spentOn, judged by the
 * estimateCalibration rule. The shares count every finished task; the list keeps the latest ones.
 */
export async function calibration(
  db: Executor,
  userId: number,
  range: { start: string; end: string },
  clock: { timeZone: string; now: Date },
): Promise<CalibrationResponse> {
  const from = zonedInstant(range.start, 0, clock.timeZone);
  const to = zonedInstant(shiftDay(range.end, 1), 0, clock.timeZone);
  const rows = await queryRows<Row>(
    db,
    sql`select tu.id as task_user_id, j.job_no, t.task_no, t.name as task_name, tu.finished_at,
          t.optimistic, t.most_likely, t.pessimistic
        from task_users tu
        join tasks t on t.id = tu.task_id
        join jobs j on j.id = t.job_id and j.deleted_at is null
        where tu.user_id = ${userId} and tu.checks_id is null and tu.closed_at is null
          and tu.finished_at >= ${from} and tu.finished_at < ${to}
        order by tu.finished_at desc, tu.id desc`,
  );
  const spent = await spentOn(
    db,
    rows.map((r) => r.task_user_id),
    clock.now,
  );
  const inputs = rows.map((r) => ({
    spentMinutes: spent.get(r.task_user_id)?.minutes ?? 0,
    optimistic: Number(r.optimistic),
    mostLikely: Number(r.most_likely),
    pessimistic: Number(r.pessimistic),
  }));
  const summary = estimateCalibration(inputs);
  const tasks: CalibrationTaskRow[] = [];
  for (const [i, r] of rows.entries()) {
    if (tasks.length >= CALIBRATION_TASK_LIMIT) break;
    const judged = calibrateTask(inputs[i]!);
    if (!judged) continue;
    tasks.push({
      task_user_id: r.task_user_id,
      job_no: r.job_no,
      task_no: r.task_no,
      task_name: r.task_name,
      finished_at: new Date(r.finished_at).toISOString(),
      spent_minutes: inputs[i]!.spentMinutes,
      optimistic_minutes: judged.optimisticMinutes,
      most_likely_minutes: judged.mostLikelyMinutes,
      pessimistic_minutes: judged.pessimisticMinutes,
      ratio: judged.ratio,
      band: judged.band,
    });
  }
  return {
    range,
    counted: summary.counted,
    unestimated: summary.unestimated,
    within_most_likely: summary.withinMostLikely,
    within_pessimistic: summary.withinPessimistic,
    share_within_most_likely: summary.shareWithinMostLikely,
    share_within_pessimistic: summary.shareWithinPessimistic,
    median_ratio: summary.medianRatio,
    tasks,
  };
}
