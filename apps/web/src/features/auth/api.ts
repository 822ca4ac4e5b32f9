import type { LoggedUser, LoginRequest } from '@jobline/shared';
import { api } from '../../api/client';
import { setCompanyTimeZone } from '../../components/format';

/** The signed-in user; from then on instants are shown on the company's clock. */
export async function fetchMe() {
  const me = await api<LoggedUser>('auth/me');
  setCompanyTimeZone(me.time_zone);
  return me;
}
export const postLogin = (body: LoginRequest) =>
  api<{ access_token: string; expires_at: string }>('auth/login', { method: 'POST', body });
export const postLogout = () => api<{ message: string }>('auth/logout', { method: 'POST' });
