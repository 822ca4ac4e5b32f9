import { sql } from 'drizzle-orm';
import { Msg, RoleId, type SmsSettingsChange } from '@jobline/shared';
import { anyInt } from '../../../db/sqlText';
import { queryRows, type Db, type Executor } from '../../../db/client';
import { fieldErrors } from '../../../errors';
import type { EventBus } from '../../../realtime/bus';
import { audit, type AuditActor } from '../auditLog';
import { publishSmsChanged } from './smsEvents';

/** Serialises changes of the matrix, so the audit's before is what each change replaced. */
const SMS_SETTINGS_LOCK = 7_320_171;

type Matrix = Record<string, number[]>;

/**
 * POST admin/changeSmsSettings: each listed director's departments become exactly the given ones,
 * in one transaction, audited with the listed directors' departments before and after. Every id is
 * checked first: an unknown employee or department, someone who is not an active director, or a
 * director listed twice is refused (400) naming the field, and nothing changes.
 */
export async function changeSmsSettings(
  db: Db,
  bus: EventBus,
  actor: AuditActor,
  input: SmsSettingsChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SMS_SETTINGS_LOCK})`);
    await assertValid(tx, input);
    const directorIds = input.map((s) => s.director_id);
    const before = await matrixOf(tx, directorIds);
    if (directorIds.length) {
      await tx.execute(sql`delete from sms_recipients where director_id = ${anyInt(directorIds)}`);
    }
    const pairs = input.flatMap((s) => [...new Set(s.departments)].map((d) => [s.director_id, d] as const));
    if (pairs.length) {
      await tx.execute(
        sql`insert into sms_recipients (director_id, division_id)
            select * from unnest(${sql.param(pairs.map((p) => p[0]))}::int[],
                                 ${sql.param(pairs.map((p) => p[1]))}::int[])`,
      );
    }
    await audit(tx, actor, {
      action: 'sms_settings.update',
      entity: 'sms_settings',
      before,
      after: await matrixOf(tx, directorIds),
    });
    await publishSmsChanged(tx, bus, 'settings');
  });
}

async function assertValid(tx: Executor, input: SmsSettingsChange): Promise<void> {
  const errors: Record<string, string> = {};
  const userIds = input.map((s) => s.director_id);
  const divisionIds = input.flatMap((s) => s.departments);
  const people = await queryRows<{ id: number; role_id: number | null; status: number }>(
    tx,
    sql`select id, role_id, status from users where id = ${anyInt(userIds)}`,
  );
  const known = new Set(
    (
      await queryRows<{ id: number }>(tx, sql`select id from divisions where id = ${anyInt(divisionIds)}`)
    ).map((d) => d.id),
  );
  const seen = new Set<number>();
  input.forEach((setting, i) => {
    const person = people.find((p) => p.id === setting.director_id);
    if (!person) errors[`${i}.director_id`] = Msg.sms.directorUnknown;
    else if (person.role_id !== RoleId.DIRECTOR || person.status !== 1) {
      errors[`${i}.director_id`] = Msg.sms.notADirector;
    } else if (seen.has(setting.director_id)) errors[`${i}.director_id`] = Msg.sms.directorRepeated;
    seen.add(setting.director_id);
    setting.departments.forEach((d, j) => {
      if (!known.has(d)) errors[`${i}.departments.${j}`] ??= Msg.sms.departmentUnknown;
    });
  });
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

/** The departments of these directors, as the audit shows them: {director id: [division ids]}. */
async function matrixOf(tx: Executor, directorIds: number[]): Promise<Matrix> {
  const rows = await queryRows<{ director_id: number; division_id: number }>(
    tx,
    sql`select director_id, division_id from sms_recipients
        where director_id = ${anyInt(directorIds)} order by director_id, division_id`,
  );
  const matrix: Matrix = Object.fromEntries(directorIds.map((id) => [String(id), []]));
  for (const row of rows) matrix[String(row.director_id)]!.push(row.division_id);
  return matrix;
}
