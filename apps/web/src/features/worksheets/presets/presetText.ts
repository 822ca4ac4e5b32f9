import type { PresetLine } from './types';

/** Texts of the correction screens (spec wording, spelling corrected). */
export const PM = {
  validated: "All checked and you're good to go",
  validateFirst: 'Please validate and check first',
  sent: 'Successfully sent to review',
  saveConfirm: 'Do you want to save this preset?',
  cancelConfirm: 'The lines you changed will be lost and the draft deleted.',
  rejected: 'Your previous preset has been rejected by the admins',
  remarkRequired: 'Please add a remark for this action',
};

/** The R-164 check before asking the server: messages by line id, and the first one. */
export function checkLinesHere(lines: PresetLine[], dayoffAt: string | null) {
  const byLine: Record<number, string> = {};
  const name = (l: PresetLine, i: number) => `Line ${i + 1} (${l.start_time}–${l.end_time})`;
  let dayOffs = 0;
  lines.forEach((l, i) => {
    if (byLine[l.id]) return;
    if (l.end_time <= l.start_time) byLine[l.id] = `${name(l, i)}: the end is before the start`;
    else if (i > 0 && l.start_time < lines[i - 1]!.end_time)
      byLine[l.id] = `Check start time and end time in line no ${i + 1}`;
    else if (dayoffAt && l.end_time > dayoffAt) byLine[l.id] = `You can't exceed day off time (${dayoffAt})`;
    if (l.kind === 2 && l.comment_type === 9 && ++dayOffs > 1)
      byLine[l.id] ??= 'Only allow one day off comment for the day';
  });
  return { byLine, first: Object.values(byLine)[0] ?? null };
}
