import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../../api/realtime';
import { notifySuccess } from '../../../components/notify';
import {
  fetchSmsMessages,
  fetchSmsSettings,
  postResend,
  postSmsSettings,
  smsKeys,
  type OutboxPage,
} from './api';

export const useSmsSettings = () => useQuery({ queryKey: smsKeys.settings, queryFn: fetchSmsSettings });

export function useChangeSmsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSmsSettings,
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await queryClient.invalidateQueries({ queryKey: smsKeys.settings });
    },
  });
}

/** One page of the outbox; the page shown stays while the next one loads. */
export const useSmsMessages = (page: OutboxPage) =>
  useQuery({
    queryKey: smsKeys.page(page),
    queryFn: () => fetchSmsMessages(page),
    placeholderData: keepPreviousData,
  });

export function useResendSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResend,
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await queryClient.invalidateQueries({ queryKey: smsKeys.messages });
    },
  });
}

/** Follows the outbox (queued, sent, failed anywhere) and the settings while the panel is open. */
export function useSmsLive() {
  const queryClient = useQueryClient();
  useRealtimeEvent(RealtimeEventType.SMS_CHANGED, (data) => {
    const key = data.change === 'settings' ? smsKeys.settings : smsKeys.messages;
    void queryClient.invalidateQueries({ queryKey: key });
  });
}
