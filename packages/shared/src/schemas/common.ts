import { z } from 'zod';
import { Msg } from '../messages';

/** A required text: trimmed, with the spec's 'This field is required' when empty. */
export const requiredText = (max = 255, message: string = Msg.common.required) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` });

/** The largest id a database integer holds. */
export const MAX_ID = 2_147_483_647;

/** A positive integer id, accepting numeric strings from path parameters and forms. */
export const id = (message = 'Must be a valid id') =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ID, { error: message });

export const idParam = id();

export const mobileNumber = z
  .string({ error: Msg.profile.invalidPhone })
  .trim()
  .regex(/^\d*$/, { error: Msg.profile.numbersOnly })
  .length(10, { error: Msg.profile.invalidPhone });

export const emailAddress = z
  .string({ error: Msg.profile.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: Msg.profile.invalidEmail }).max(254));

/** The 400 body every validation failure answers with (design.md §4). */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string>;
}

/** A domain refusal: the spec's status code and its message. */
export interface DomainErrorBody {
  status: number;
  message: string;
}
