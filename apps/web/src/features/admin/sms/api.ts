import type {
  SmsMessage,
  SmsMessagesPage,
  SmsSettingsChange,
  SmsSettingsResponse,
  SmsState,
} from '@jobline/shared';
import { api } from '../../../api/client';

export interface OutboxPage {
  state: SmsState | null;
  page: number;
  pageSize: number;
}

/** Query keys of the SMS panel; the sms.changed event refreshes them. */
export const smsKeys = {
  all: ['sms'] as const,
  settings: ['sms', 'settings'] as const,
  messages: ['sms', 'messages'] as const,
  page: (p: OutboxPage) => ['sms', 'messages', p.state ?? 'all', p.page, p.pageSize] as const,
};

/** GET admin/getSmsSettings: the directors, the departments and who is texted about which. */
export const fetchSmsSettings = () => api<SmsSettingsResponse>('admin/getSmsSettings');

/** POST admin/changeSmsSettings: the spec's list of {director_id, departments}. */
export const postSmsSettings = (body: SmsSettingsChange) =>
  api<{ message: string }>('admin/changeSmsSettings', { method: 'POST', body });

/** GET admin/sms/messages: one page of the outbox, newest first. */
export const fetchSmsMessages = ({ state, page, pageSize }: OutboxPage) => {
  const query = new URLSearchParams({ page: String(page), page_size: String(pageSize) });
  if (state) query.set('state', state);
  return api<SmsMessagesPage>(`admin/sms/messages?${query}`);
};

/** POST admin/sms/messages/{id}/resend: a failed message queued again. */
export const postResend = (id: number) =>
  api<{ message: string; sms: SmsMessage }>(`admin/sms/messages/${id}/resend`, { method: 'POST' });
