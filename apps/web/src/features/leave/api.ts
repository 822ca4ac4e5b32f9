import type {
  LeaveAllowanceRequest,
  LeaveBalance,
  LeaveCalendarEntry,
  LeaveDetailResponse,
  LeaveSaveInput,
  OwnLeave,
  PendingLeave,
} from '@jobline/shared';
import { api } from '../../api/client';

export interface DayRange {
  start: string;
  end: string;
}

export interface Decided {
  message: string;
  data: { header_id: number };
  leave: { id: number; status: number; cancel_status: number | null };
}

export const saveLeave = (body: LeaveSaveInput) =>
  api<{ message: string; leave: OwnLeave }>('leave/save', { method: 'POST', body });

export const fetchOwnLeave = (range: DayRange | null) =>
  api<{ leaves: OwnLeave[] }>('leave/all_leaves', { method: 'POST', body: range ? { range } : {} });

// O-28: state changes the contract makes GETs; called only after the user confirms, never prefetched.
export const deleteLeave = (id: number) => api<{ message: string }>(`leave/delete/${id}`, { method: 'GET' });
export const cancelLeave = (id: number) =>
  api<{ message: string; leave: OwnLeave }>(`leave/cancel/${id}`, { method: 'GET' });

export const fetchPendingRequests = () =>
  api<{ leaves: PendingLeave[] }>('leave/getPendingLeaveRequests', { method: 'POST', body: {} });
export const fetchPendingCancellations = () =>
  api<{ leaves: PendingLeave[] }>('leave/getPendingLeaveCancellationRequests', { method: 'POST', body: {} });

export const fetchLeaveCalendar = (month: string) =>
  api<{ month: string; entries: LeaveCalendarEntry[] }>('leave/getAttendaceDetails', {
    method: 'POST',
    body: { month },
  });

export const fetchLeaveDetail = (id: number) => api<LeaveDetailResponse>(`leave/get/${id}`);

export type DecisionPath = 'approve' | 'reject' | 'cancel/approve' | 'cancel/reject';
export const decideLeave = (path: DecisionPath, leave_data: { id: number; remark?: string }) =>
  api<Decided>(`leave/${path}`, { method: 'POST', body: { leave_data } });

export const fetchLeaveBalance = (year: number, userId?: number) =>
  api<LeaveBalance>(`leave/balance?year=${year}${userId ? `&user_id=${userId}` : ''}`);

export const saveLeaveAllowance = (body: LeaveAllowanceRequest) =>
  api<{ message: string; balance: LeaveBalance }>('leave/allowance', { method: 'PUT', body });
