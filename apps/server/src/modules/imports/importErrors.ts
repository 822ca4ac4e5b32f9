import type { ImportRowError } from '@jobline/shared';
import { Msg } from '@jobline/shared';
import { AppError, fieldErrors, STATE_CHANGED_STATUS } from '../../errors';

const IM = Msg.imports;

/** A file that cannot be imported at all: 400 with the message next to the file (or kind) field. */
export const fileProblem = (message: string, field: 'file' | 'kind' = 'file') =>
  fieldErrors({ [field]: message });

/** A commit refused for the rows' errors: 400 with the same list a preview shows. */
export const rowProblems = (errors: ImportRowError[], errorCount: number) =>
  new AppError(400, { message: IM.hasErrors, errors, error_count: errorCount, can_commit: false });

/** A concurrent writer got to a code first: nothing was written, try again. */
export const changedMeanwhile = () =>
  new AppError(409, { status: STATE_CHANGED_STATUS, message: IM.changedMeanwhile });
