import { activityAreaOf, Msg, type ActivityLogEntry } from '@jobline/shared';
import type { Executor } from '../../../db/client';
import { actionLabel } from './actionLabels';
import type { AuditRow } from './activityQueries';
import { changesOf, MOST_CHANGES, propertiesOf } from './changeDiff';
import { recordKey, recordLabels } from './recordLabels';

/** A row of the log as the screen and the spec's clients read it; never the raw before/after. */
export function presentActivity(row: AuditRow, recordLabel: string, timeZone: string): ActivityLogEntry {
  const area = activityAreaOf(row.entity);
  const label = actionLabel(row.action);
  const all = changesOf(row.before, row.after, timeZone);
  const changes = all.slice(0, MOST_CHANGES);
  if (all.length > changes.length) {
    changes.push({
      field: '…',
      label: `${all.length - changes.length} more fields`,
      old: null,
      new: null,
      secret: false,
    });
  }
  const who = row.actor_id === null ? null : { id: row.actor_id, name: row.actor_name ?? `#${row.actor_id}` };
  return {
    id: row.id,
    log_name: area?.label ?? 'Other',
    created_at: row.at.toISOString(),
    name: who?.name ?? Msg.activityLog.system,
    description: `${label}: ${recordLabel}`,
    properties: propertiesOf(all.slice(0, MOST_CHANGES), row.before, row.after),
    action: row.action,
    action_label: label,
    area: area?.key ?? null,
    who,
    record: { entity: row.entity, id: row.entity_id, label: recordLabel },
    customer:
      row.customer_id === null
        ? null
        : { id: row.customer_id, name: row.customer_name ?? `#${row.customer_id}` },
    changes,
    ip: row.ip,
  };
}

/** A page of rows presented, their records named with one small query per kind of record. */
export async function presentActivities(
  db: Executor,
  rows: AuditRow[],
  timeZone: string,
): Promise<ActivityLogEntry[]> {
  const labels = await recordLabels(db, rows);
  return rows.map((row) => presentActivity(row, labels.get(recordKey(row.entity, row.entity_id))!, timeZone));
}
