import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DayEndResponse, UploadRequest, UploadResponse } from '@jobline/shared';
import { api } from '../../api/client';
import { worksheetKeys } from './api';

/** Has the day ended, may the caller upload it (POST reports/uploads/isEmployeeDayEnd)? */
export const useDayEnd = (userId: number, date: string) =>
  useQuery({
    queryKey: [...worksheetKeys.all, 'dayEnd', userId, date] as const,
    queryFn: ({ signal }) =>
      api<DayEndResponse>('reports/uploads/isEmployeeDayEnd', { body: { date, user_id: userId }, signal }),
  });

/** Upload To Worksheet (POST reports/uploads/worksheet); the worksheet and its badge reload after. */
export function useUploadWorksheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadRequest) => api<UploadResponse>('reports/uploads/worksheet', { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: worksheetKeys.all }),
  });
}
