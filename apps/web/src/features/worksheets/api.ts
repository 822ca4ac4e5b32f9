import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RealtimeEventType,
  type DailySummaryRequest,
  type DailySummaryResponse,
  type WorksheetRequest,
  type WorksheetResponse,
} from '@jobline/shared';
import { api } from '../../api/client';
import { useRealtimeEvent } from '../../api/realtime';
import type { EmployeeItem } from '../../api/lookups';

export const worksheetKeys = {
  all: ['worksheets'] as const,
  sheet: (request: WorksheetRequest) => ['worksheets', 'sheet', request] as const,
  summary: (request: DailySummaryRequest) => ['worksheets', 'summary', request] as const,
  employees: (divisionId: number, inactive: boolean) =>
    ['worksheets', 'employees', divisionId, inactive] as const,
};

/** One employee's worksheet over a range (POST reports/emp_daily_activity). */
export const useWorksheet = (request: WorksheetRequest | null) =>
  useQuery({
    queryKey: worksheetKeys.sheet(request ?? { range: { start: '', end: '' } }),
    queryFn: ({ signal }) => api<WorksheetResponse>('reports/emp_daily_activity', { body: request!, signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });

/** A department's daily summary, one line per employee (POST reports/all_emp_daily_activity). */
export const useDailySummary = (request: DailySummaryRequest | null) =>
  useQuery({
    queryKey: worksheetKeys.summary(request ?? { range: { start: '', end: '' } }),
    queryFn: ({ signal }) =>
      api<DailySummaryResponse>('reports/all_emp_daily_activity', { body: request!, signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });

/**
 * The Employee filter's list: a department's active employees (GET users/division/{id}), or with
 * 'Load inactive users' every one of them (GET users/division/inactive/{id}).
 */
export const useWorksheetEmployees = (divisionId: number | null, inactive: boolean, enabled: boolean) =>
  useQuery({
    queryKey: worksheetKeys.employees(divisionId ?? 0, inactive),
    queryFn: () =>
      api<{ users: (EmployeeItem & { status?: number })[] }>(
        inactive ? `users/division/inactive/${divisionId}` : `users/division/${divisionId}`,
      ),
    select: (d) => d.users,
    enabled: enabled && divisionId !== null,
    staleTime: 60_000,
  });

/**
 * Work moving on a board changes today's worksheet, and a correction sent, decided or deleted changes
 * a past day and the reviewers' list: reload what is shown (no polling).
 */
export function useWorksheetsLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.BOARD_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: worksheetKeys.all });
  });
  useRealtimeEvent(RealtimeEventType.WORKSHEET_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: worksheetKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['presets'] });
  });
}
