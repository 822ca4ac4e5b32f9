import type { LoggedUser, LoginRequest } from '@jobline/shared';
import { api } from '../../api/client';

export const fetchMe = () => api<LoggedUser>('auth/me');
export const postLogin = (body: LoginRequest) =>
  api<{ access_token: string; expires_at: string }>('auth/login', { method: 'POST', body });
export const postLogout = () => api<{ message: string }>('auth/logout', { method: 'POST' });
