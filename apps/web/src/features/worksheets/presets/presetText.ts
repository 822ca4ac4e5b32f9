import { Msg, sortPresetLines, validatePresetLines } from '@jobline/shared';
import type { PresetLine } from './types';

const M = Msg.worksheets;

/** Texts of the correction screens: the shared catalogue's, and the few only the screens say. */
export const PM = {
  validated: M.validated,
  validateFirst: M.validateFirst,
  sent: M.sentToReview,
  saveConfirm: M.confirmSend,
  cancelConfirm: 'The lines you changed will be lost and the draft deleted.',
  rejected: M.presetRejected,
  noRemark: M.noRemark,
  remarkRequired: M.remarkRequired,
  approved: M.approved,
  rejectedDone: M.rejected,
  deleted: M.deleted,
  confirmApprove: M.confirmApprove,
};

/** Lines in the order the validation numbers them in. */
export const inOrder = (lines: PresetLine[]) => sortPresetLines(lines);

/** The shared R-164 check before asking the server: messages by line id, and the first one. */
export function checkLinesHere(lines: PresetLine[]) {
  const errors = validatePresetLines(lines);
  const byLine: Record<number, string> = {};
  for (const [field, text] of Object.entries(errors)) {
    const id = /^lines\.(\d+)$/.exec(field)?.[1];
    if (id) byLine[Number(id)] = text;
  }
  return { byLine, first: Object.values(errors)[0] ?? null };
}
