import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { dayInZone, Msg, shownDay } from '@jobline/shared';
import type { Executor } from '../db/client';
import { auditLog, users } from '../db/schema';
import { fieldError, staleSave } from '../errors';
import { audit, type AuditActor } from '../modules/admin/auditLog';
import { differences, type Comparable } from './differences';

const M = Msg.staleSaves;
/** config.ts's default company time zone. */
const DEFAULT_TIME_ZONE = 'Asia/Colombo';

/** A table whose rows a form edits: an id and the version column (db/schema/columns.ts). */
type Versioned = PgTable & { id: PgColumn; version: PgColumn };

/** The record's version now, its row locked until the save's transaction ends; null when gone. */
export async function lockedVersion(tx: Executor, table: Versioned, id: number): Promise<number | null> {
  const [row] = await tx
    .select({ version: table.version })
    .from(table as PgTable)
    .where(eq(table.id, id))
    .for('update');
  return row ? (row.version as number) : null;
}

export interface VersionCheck {
  /** The audit entity of the record ('customer'); its audit rows say who saved it and when. */
  entity: string;
  id: number;
  /** What the message calls the record (Msg.staleSaves.records). */
  record: string;
  /** The version the form loaded, as the save sent it (absent: refused, 400). */
  loaded: number | undefined;
  /** The version now, read under the row lock. */
  current: number;
  /** Set when the user chose to save over a change they were shown: audited as an overwrite. */
  overwrite?: boolean | undefined;
  /** The record as saved now and the save itself, field by field; read only when stale. */
  compare: () => Promise<{ theirs: Comparable; mine: Comparable }> | { theirs: Comparable; mine: Comparable };
  actor: AuditActor;
  /** The company's (config COMPANY_TIME_ZONE); its default when a caller has none. */
  timeZone: string | undefined;
  now?: Date;
}

/** 10:42 today, or 10:42 on 26/11/2026, on the company's clock. */
export function whenShown(at: Date, timeZone: string, now = new Date()): string {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const day = dayInZone(at, timeZone);
  return day === dayInZone(now, timeZone) ? clock : `${clock} on ${shownDay(day)}`;
}

/** The latest audited save of the record past the version the form loaded: who and when. */
async function lastSave(tx: Executor, entity: string, id: number, loaded: number) {
  const [row] = await tx
    .select({
      actorId: auditLog.actorId,
      at: auditLog.at,
      name: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        eq(auditLog.entity, entity),
        eq(auditLog.entityId, String(id)),
        gt(sql`(${auditLog.after}->>'version')::int`, loaded),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/**
 * The check every form save makes inside its transaction, after locking the record's row: a save
 * without a version is refused (400 naming the field), one made from an older version is refused
 * with 409 status 21 saying who saved it since, when, and which fields differ. A save over a change
 * the user was shown (the current version with `overwrite`) goes through and is audited as such.
 */
export async function assertVersion(tx: Executor, check: VersionCheck): Promise<void> {
  if (check.loaded === undefined || check.loaded === null) throw fieldError('version', M.versionRequired);
  if (check.loaded === check.current) {
    if (check.overwrite)
      await audit(tx, check.actor, {
        action: `${check.entity}.overwrite`,
        entity: check.entity,
        entityId: check.id,
        after: { version: check.current },
      });
    return;
  }
  const last = await lastSave(tx, check.entity, check.id, check.loaded);
  const { theirs, mine } = await check.compare();
  const when = last ? whenShown(last.at, check.timeZone ?? DEFAULT_TIME_ZONE, check.now) : null;
  const message = !last
    ? M.changedSince(check.record)
    : last.name
      ? M.changedBy(check.record, last.name, when!)
      : M.changedByUnknown(check.record, when!);
  throw staleSave({
    message,
    changed_by: last?.actorId != null && last.name ? { id: last.actorId, name: last.name } : null,
    changed_at: last ? last.at.toISOString() : null,
    version: check.current,
    differences: differences(theirs, mine),
  });
}
