import {
  JobKind,
  RequestedFrom,
  type AddJobRequestInput,
  type AddJobResult,
  type MoveResponse,
} from '@jobline/shared';
import { api } from '../../../api/client';

/** The kinds whose saved task may start at once: quick, internal and online/urgent. */
const STARTABLE_KINDS: readonly number[] = [JobKind.QUICK, JobKind.INTERNAL, JobKind.ONLINE_URGENT];

/**
 * Whether 'make it ongoing?' is asked after a save: only for a quick-type job whose task the caller
 * works (online jobs and customer calls are worked by whoever took them; otherwise the picked
 * employee). Only the holder moves a task, so someone else's task is not offered.
 */
export function mayMakeOngoing(kind: number, body: AddJobRequestInput, userId: number): boolean {
  if (!STARTABLE_KINDS.includes(kind)) return false;
  if (kind === JobKind.ONLINE_URGENT) return true;
  if (body.job_requested_from === RequestedFrom.CUSTOMER) return true;
  return body.job_assign_by === userId;
}

/** POST activity/change/quickjob: the saved task goes to Ongoing, the current one on hold. */
export const makeOngoing = (result: AddJobResult) =>
  api<MoveResponse>('activity/change/quickjob', {
    method: 'POST',
    body: {
      task_user_id: result.task_user_id,
      job_user_id: result.new_job_user,
      old_task_user: result.old_task_user,
    },
  });
