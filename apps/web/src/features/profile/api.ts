import type { ActiveSessionList, LoggedUser } from '@jobline/shared';
import { api } from '../../api/client';

export interface ProfileUpdateResult {
  status: 0;
  message: string;
  user: LoggedUser;
}

/** POST profile/update as multipart: only the parts given are changed. */
export function updateProfile(parts: Record<string, string | Blob | undefined>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) if (value !== undefined) form.append(key, value);
  return api<ProfileUpdateResult>('profile/update', { method: 'POST', body: form });
}

export const sessionsKey = ['profile', 'sessions'] as const;
export const fetchSessions = () => api<ActiveSessionList>('profile/sessions');
export const revokeSession = (id: number) =>
  api<{ message: string }>(`profile/sessions/${id}/revoke`, { method: 'POST' });
export const revokeOtherSessions = () =>
  api<{ message: string; revoked: number }>('profile/sessions/revoke_others', { method: 'POST' });

export interface TwoFactorStart {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}
export const startTwoFactor = () => api<TwoFactorStart>('profile/two_factor/start', { method: 'POST' });
export const confirmTwoFactor = (code: string) =>
  api<{ message: string; recovery_codes: string[] }>('profile/two_factor/confirm', {
    method: 'POST',
    body: { code },
  });
export const disableTwoFactor = (proof: { code?: string; password?: string }) =>
  api<{ message: string }>('profile/two_factor/disable', { method: 'POST', body: proof });
