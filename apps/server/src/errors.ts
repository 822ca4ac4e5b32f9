import { Msg, SaveRefusal, type StaleDifference } from '@jobline/shared';

/**
 * An error with a status and the body the client gets. Everything a client can cause is one of
 * these; anything else is a bug and answers a generic 500 without details.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${statusCode}`);
  }
}

/** 400 with a message per field (design.md §4). */
export function fieldErrors(errors: Record<string, string>, message?: string): AppError {
  return new AppError(400, {
    message: message ?? Object.values(errors)[0] ?? Msg.common.invalidInput,
    errors,
  });
}

export const fieldError = (field: string, message: string) => fieldErrors({ [field]: message });

export const unauthenticated = (message: string = Msg.common.unauthenticated) =>
  new AppError(401, { message });

export const forbidden = (message: string = Msg.common.forbidden) =>
  new AppError(403, { status: 11, message });

export const notFound = (message: string = Msg.common.notFound) => new AppError(404, { message });

/** A domain refusal carrying the spec's status code (e.g. 1 another task is ongoing). */
export const refusal = (status: number, message: string, httpStatus = 409) =>
  new AppError(httpStatus, { status, message });

/**
 * Status 7 carries the server's message for the client to show as an error (spec 000 §8): the
 * record moved on since the screen loaded it (a request no longer pending, a decided approval, a
 * started job or task, a task someone else took).
 */
export const STATE_CHANGED_STATUS = 7;
export const stateChanged = (message: string) => refusal(STATE_CHANGED_STATUS, message);

/** Status 4: the task's board section allows no such change (design.md §4). */
export const INVALID_SECTION_STATUS = 4;

/**
 * 409 status 21: the save was made from a copy of the record that someone else has saved since. The
 * body says who and when, the version to save over it with, and the fields that differ.
 */
export const staleSave = (details: {
  message: string;
  changed_by: { id: number; name: string } | null;
  changed_at: string | null;
  version: number;
  differences: StaleDifference[];
}) => new AppError(409, { status: SaveRefusal.STALE_VERSION, ...details });

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, { message }, { 'retry-after': String(retryAfterSeconds) });

/** Field messages from zod issues: the first message per field. */
export function issuesToFields(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return errors;
}
