import { Msg } from '@jobline/shared';
import {
  clearToken,
  getToken,
  rememberSignOutReason,
  TWO_FACTOR_REQUIRED_EVENT,
  UNAUTHORIZED_EVENT,
} from './token';

/** A refusal from the API, with the per-field messages of a 400 and the spec's status code. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly code?: number,
    /** The whole answer, for refusals that carry more than field messages. */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls /api/<path> with the bearer token; JSON in, JSON out, FormData sent as multipart. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, '')}`, {
      method: options.method ?? (body ? 'POST' : 'GET'),
      headers,
      body,
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, navigator.onLine ? Msg.common.serverError : Msg.shell.offline);
  }
  const data = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return data as T;
  if (response.status === 401 && token && !path.startsWith('auth/login')) {
    clearToken();
    if (data?.message === Msg.auth.sessionExpired || data?.message === Msg.auth.sessionEnded)
      rememberSignOutReason(data.message);
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
  if (response.status === 403 && data?.message === Msg.auth.twoFactorRequired)
    window.dispatchEvent(new Event(TWO_FACTOR_REQUIRED_EVENT));
  throw new ApiError(
    response.status,
    data?.message ?? Msg.common.serverError,
    data?.errors ?? {},
    typeof data?.status === 'number' ? data.status : undefined,
    data,
  );
}

/** The message to show for any failure. */
export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : Msg.common.serverError;
