import type { SyncEntity } from '@jobline/shared';

/** One record of the ERP as it sent it (field names already mapped to Jobline's), with its ERP id. */
export interface ErpRecord {
  /** The ERP's own id of the record; '' when the record carries none (it is then skipped). */
  erp_id: string;
  fields: Record<string, unknown>;
}

/** Told how many records have been read so far, while a long list is read. */
export type ReadProgress = (read: number) => void;

/**
 * Where the ERP's records come from: its HTTP API, or a folder of its exports. A connector only
 * reads; comparing and writing is the sync's.
 */
export interface ErpConnector {
  /** For the log and messages: "the ERP at https://…" or "the exports in /path". */
  readonly source: string;
  /** Every record of the entity; throws ErpError with a readable reason when the ERP cannot be read. */
  list(entity: SyncEntity, progress?: ReadProgress): Promise<ErpRecord[]>;
}

/** The ERP could not be read: the message says why, in words the super admin can act on. */
export class ErpError extends Error {
  override readonly name = 'ErpError';
}

/** The record's natural key when the ERP gives no id of its own: its code, number, name or job number. */
const NATURAL_KEYS: Record<SyncEntity, string> = {
  customers: 'code',
  agreements: 'number',
  systems: 'name',
  jobs: 'job_no',
};

const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The ERP id of a record: its erp_id or id field, else its natural key. */
export function erpRecordOf(entity: SyncEntity, fields: Record<string, unknown>): ErpRecord {
  const erpId = text(fields.erp_id) || text(fields.id) || text(fields[NATURAL_KEYS[entity]]);
  return { erp_id: erpId, fields };
}
