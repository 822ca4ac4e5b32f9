import type { LoggedUser, LoginRequest, TwoFactorChallenge } from '@jobline/shared';
import { api } from '../../api/client';
import { setCompanyTimeZone } from '../../components/format';

/** The signed-in user; from then on instants are shown on the company's clock. */
export async function fetchMe() {
  const me = await api<LoggedUser>('auth/me');
  setCompanyTimeZone(me.time_zone);
  return me;
}
type LoginAnswer = { access_token: string; expires_at: string };
export const postLogin = (body: LoginRequest) =>
  api<LoginAnswer | TwoFactorChallenge>('auth/login', { method: 'POST', body });
export const postTwoFactorLogin = (body: { challenge: string; code: string }) =>
  api<LoginAnswer>('auth/login/two_factor', { method: 'POST', body });
export const postLogout = () => api<{ message: string }>('auth/logout', { method: 'POST' });
