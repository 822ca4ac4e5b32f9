import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addHoliday, deleteHoliday, fetchHolidays, type DayRange } from './api';
import { notifySuccess } from '../../components/notify';

export const holidayKeys = {
  all: ['holidays'] as const,
  range: ({ from, to }: DayRange) => ['holidays', from, to] as const,
};

/** The holidays touching the calendar's visible days; the previous view stays while the next loads. */
export const useHolidays = (range: DayRange | null) =>
  useQuery({
    queryKey: holidayKeys.range(range ?? { from: '', to: '' }),
    queryFn: () => fetchHolidays(range as DayRange),
    enabled: range !== null,
    placeholderData: keepPreviousData,
    select: (data) => data.holidays,
  });

/** Spec 002 §8: 'Your plan Updated' shows for 3.5 s after a holiday is added or removed. */
const notifyPlanUpdated = (message: string) => notifySuccess(message, { autoClose: 3500 });

export function useAddHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addHoliday,
    onSuccess: async (result) => {
      notifyPlanUpdated(result.message);
      await queryClient.invalidateQueries({ queryKey: holidayKeys.all });
    },
  });
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    onSuccess: (result) => notifyPlanUpdated(result.message),
    // Gone or not, the list is refreshed: a 404 means someone else removed it first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }),
  });
}
