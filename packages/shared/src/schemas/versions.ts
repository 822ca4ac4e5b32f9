// The edit version every form save sends back, and the 409 a save from a stale copy answers
// (docs/decisions.md, "Stale saves").
import { z } from 'zod/mini';
import { Msg } from '../messages';

const M = Msg.staleSaves;

/** The version of the record the form loaded; every response that opens a form carries it. */
export const editVersion = z
  .number({ error: (issue) => (issue.input === undefined ? M.versionRequired : M.versionInvalid) })
  .check(z.refine((n) => Number.isInteger(n) && n >= 1, { error: M.versionInvalid }));

/**
 * The fields of a save that decide its version check: `version` as loaded; `overwrite` set when the
 * user saw the other person's change and chose to save over it (recorded in the audit).
 */
export const versionFields = {
  version: editVersion,
  overwrite: z.optional(z.boolean({ error: Msg.common.yesOrNo })),
};

/** One field that differs between the saved record (theirs) and the save (mine), as shown. */
export const staleDifference = z.object({
  field: z.string(),
  label: z.string(),
  theirs: z.nullable(z.string()),
  mine: z.nullable(z.string()),
});
export type StaleDifference = z.infer<typeof staleDifference>;

/**
 * 409 with status 21 (SaveRefusal.STALE_VERSION): who saved the record since the form loaded it and
 * when, its current version (to save over it), and the fields that differ. Other 409s of the same
 * route carry only status and message.
 */
export const staleSaveBody = z.looseObject({
  status: z.union([z.number(), z.boolean()]),
  message: z.string(),
  changed_by: z.optional(z.nullable(z.object({ id: z.number(), name: z.string() }))),
  changed_at: z.optional(z.nullable(z.string())),
  version: z.optional(z.number()),
  differences: z.optional(z.array(staleDifference)),
});
export type StaleSaveBody = z.infer<typeof staleSaveBody>;

/** Data of a record.changed event: which record, its new version and who saved it. */
export const recordChangedData = z.object({
  entity: z.string(),
  id: z.number(),
  version: z.number(),
  by: z.nullable(z.object({ id: z.number(), name: z.string() })),
});
export type RecordChangedData = z.infer<typeof recordChangedData>;
