import { inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SyncDifference, SyncEntity } from '@jobline/shared';
import type { Executor, Tx } from '../../../db/client';
import type { EventBus } from '../../../realtime/bus';
import type { AuditActor } from '../auditLog';
import type { ErpRecord } from './erpConnector';

/** A record's synced fields, the same shape on both sides so they compare and fingerprint alike. */
export type Shape = Record<string, unknown>;

/** The ERP's record read into its shape, or why it cannot be. */
export type ParsedRecord<S extends Shape> =
  | { key: string; name: string; value: S; reason?: undefined }
  | { key: string; name: string; value?: undefined; reason: string };

/** A record here: its id, key and name, its synced fields, and the customer it belongs to (audit). */
export interface LocalRecord<S extends Shape> {
  id: number;
  key: string;
  name: string;
  shape: S;
  customerId?: number | null;
}

export interface WriteContext {
  actor: AuditActor;
  userId: number;
  today: string;
  bus: EventBus;
}

/**
 * What the sync of one entity needs to know about it: how to read the ERP's record, find and read
 * the record here, say what differs, and write the ERP's values. `References` is what the records
 * name elsewhere (customers, branches, systems), read once per run.
 */
export interface EntitySync<S extends Shape, References = unknown> {
  entity: SyncEntity;
  /** The audit's and the links' name of one record (customer, agreement, system, job). */
  recordName: string;
  parse(record: ErpRecord): ParsedRecord<S>;
  /** Records here by id (those linked) and by key (lower case, to match the unlinked). */
  loadLocal(db: Executor, ids: readonly number[], keys: readonly string[]): Promise<LocalRecord<S>[]>;
  references(db: Executor, values: readonly S[]): Promise<References>;
  /** Why this record cannot be applied (a reference missing), or null. */
  problem(value: S, refs: References): string | null;
  /** Why a record the ERP has and Jobline has not cannot be added here (optional). */
  cannotCreate?(value: S): string | null;
  /**
   * The record here as far as the ERP's record reaches (a customer's branches the ERP lists), which
   * its fingerprint is taken of: a branch added only here is not a change of the ERP's record.
   */
  project?(local: S, erp: S): S;
  /** The ERP's fields that differ from the record here (fields the ERP does not send are not compared). */
  differences(erp: S, local: S): SyncDifference[];
  /** Writes the ERP's values (a new record, or over `local`); answers the record's id. */
  write(tx: Tx, ctx: WriteContext, erp: S, local: LocalRecord<S> | null, refs: References): Promise<number>;
  /** After a commit of written records: tell open screens (optional). */
  announce?(tx: Tx, ctx: WriteContext, written: { id: number; created: boolean }[]): Promise<void>;
}

/** Values as the preview shows them: text, or null for nothing. */
export const shown = (value: unknown): string | null =>
  value === null || value === undefined || value === ''
    ? null
    : typeof value === 'boolean'
      ? value
        ? 'Yes'
        : 'No'
      : String(value);

/** The differing fields among `labels`, comparing what each side shows. */
export function fieldDifferences(
  erp: Shape,
  local: Shape,
  labels: Record<string, string>,
  prefix = { field: '', label: '' },
): SyncDifference[] {
  const out: SyncDifference[] = [];
  for (const [field, label] of Object.entries(labels)) {
    const theirs = shown(erp[field]);
    const ours = shown(local[field]);
    if (theirs !== ours) out.push({ field: prefix.field + field, label: prefix.label + label, ours, theirs });
  }
  return out;
}

export const lower = (text: string) => text.trim().toLowerCase();

/** The local rows a sync compares: those linked to ERP records by id, or matching an ERP key (case aside). */
export const linkedOrKeyed = (
  idColumn: AnyColumn,
  keyColumn: AnyColumn,
  ids: readonly number[],
  keys: readonly string[],
): SQL =>
  sql`${ids.length ? inArray(idColumn, [...ids]) : sql`false`} or ${
    keys.length ? inArray(sql`lower(${keyColumn})`, [...keys]) : sql`false`
  }`;
