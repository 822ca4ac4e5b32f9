import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { Msg, type DayEndResponse, type UploadRequest, type UploadResponse } from '@jobline/shared';
import { api, errorMessage } from '../../api/client';
import { notifySuccess } from '../../components/notify';
import { worksheetKeys } from './api';

/** Has the day ended, may the caller upload it (POST reports/uploads/isEmployeeDayEnd)? */
export const useDayEnd = (userId: number, date: string) =>
  useQuery({
    queryKey: [...worksheetKeys.all, 'dayEnd', userId, date] as const,
    queryFn: ({ signal }) =>
      api<DayEndResponse>('reports/uploads/isEmployeeDayEnd', { body: { date, user_id: userId }, signal }),
  });

const M = Msg.worksheetUploads;

/**
 * Upload To Worksheet (POST reports/uploads/worksheet) with its outcomes: 'Uploaded!' for
 * 4 s, 'Already Uploaded!' or 'Error!' with the server's message. The notices belong to the hook, not
 * the button: the button gives way to the badge as soon as the worksheet reloads.
 */
export function useUploadWorksheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UploadRequest) => api<UploadResponse>('reports/uploads/worksheet', { body }),
    onSuccess: (res) => {
      if (res.status) notifySuccess(res.message, { title: M.uploaded, autoClose: 4000 });
      else
        notifications.show({
          color: 'yellow',
          title: M.alreadyUploaded,
          message: res.message,
          autoClose: 6000,
        });
    },
    onError: (error) =>
      notifications.show({ color: 'yellow', title: M.error, message: errorMessage(error), autoClose: 6000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: worksheetKeys.all }),
  });
}
