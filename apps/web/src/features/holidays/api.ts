import type { HolidayRequest, HolidaySummary } from '@jobline/shared';
import { api } from '../../api/client';

export type Holiday = HolidaySummary;

/** An inclusive range of days, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

export const fetchHolidays = ({ from, to }: DayRange) =>
  api<{ holidays: Holiday[] }>(`holiday?from=${from}&to=${to}`);

export const addHoliday = (body: HolidayRequest) =>
  api<{ message: string; holiday: Holiday }>('holiday', { method: 'POST', body });

export const deleteHoliday = (id: number) =>
  api<{ message: string }>('holiday/delete', { method: 'POST', body: { id } });
