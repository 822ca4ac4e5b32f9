import { LeaveCancelStatus, LeaveStatus, Msg } from '@jobline/shared';
import { stateChanged } from '../../errors';

const M = Msg.leave;

/** Everything that changes a leave request after it is sent. */
export type LeaveAction =
  'approve' | 'reject' | 'cancel_approve' | 'cancel_reject' | 'delete' | 'request_cancel';

export interface LeaveState {
  status: number;
  cancelStatus: number | null;
  leaveTo: string;
}

/** What a request's status and cancel_status become. */
export type LeaveNext = Pick<LeaveState, 'status' | 'cancelStatus'>;

const decided: Record<number, string> = {
  [LeaveStatus.APPROVED]: 'approved',
  [LeaveStatus.REJECTED]: 'rejected',
  [LeaveStatus.CANCELLED]: 'cancelled',
};
const alreadyDecided = (status: number) => M.alreadyDecided(decided[status] ?? 'decided');
const cancellationWaits = (s: LeaveState) =>
  s.status === LeaveStatus.APPROVED && s.cancelStatus === LeaveCancelStatus.PENDING;

/**
 * The one guard of every leave transition (R-142..R-145), checked under the row's lock: a request is
 * decided while pending (5); an approved leave (10) may be asked to be cancelled until its last day
 * has passed, and that cancellation (23) is decided once. Anything else answers 409 (status 7) with
 * what happened instead, so of two reviewers at once the second learns the first one's decision.
 */
export function assertLeaveTransition(state: LeaveState, action: LeaveAction, today: string): LeaveNext {
  switch (action) {
    case 'approve':
    case 'reject':
      if (state.status !== LeaveStatus.PENDING) throw stateChanged(alreadyDecided(state.status));
      return {
        status: action === 'approve' ? LeaveStatus.APPROVED : LeaveStatus.REJECTED,
        cancelStatus: null,
      };
    case 'delete':
      if (state.status !== LeaveStatus.PENDING) throw stateChanged(M.notPending);
      return state;
    case 'request_cancel':
      if (state.status !== LeaveStatus.APPROVED) throw stateChanged(M.notApproved);
      if (state.cancelStatus === LeaveCancelStatus.PENDING) throw stateChanged(M.cancelAlreadyPending);
      if (state.leaveTo < today) throw stateChanged(M.alreadyTaken);
      return { status: LeaveStatus.APPROVED, cancelStatus: LeaveCancelStatus.PENDING };
    case 'cancel_approve':
      if (!cancellationWaits(state)) throw stateChanged(M.cancellationAlreadyDecided);
      // O-56: an approved cancellation makes the leave Cancelled (2); nothing waits any more.
      return { status: LeaveStatus.CANCELLED, cancelStatus: null };
    case 'cancel_reject':
      if (!cancellationWaits(state)) throw stateChanged(M.cancellationAlreadyDecided);
      return { status: LeaveStatus.APPROVED, cancelStatus: LeaveCancelStatus.REJECTED };
    default: {
      const never: never = action;
      throw new Error(`unknown leave action ${String(never)}`);
    }
  }
}
