// The bodies of every refusal the API answers (design.md §4), declared on every route so a client
// generated from the OpenAPI document has a type for each.
import { z } from 'zod/mini';

/** 400: what is wrong with the input, a message per field ("range.end", "tasks.0.task_no"…). */
export const validationErrorBody = z.looseObject({
  message: z.string(),
  errors: z.record(z.string(), z.string()),
});

/** 401, 404, 413, 429: a message to show. */
export const messageErrorBody = z.looseObject({ message: z.string() });

/** 403: the spec's status 11 (access denied) with a message. */
export const forbiddenErrorBody = z.looseObject({ status: z.number(), message: z.string() });

/**
 * 409 and the other domain refusals: the spec's status (1 another task is ongoing, 3 someone else is
 * on it, 4 invalid section, 7 changed meanwhile, 8 needs authorization…) and a message; some carry
 * more fields about what refused (task_id, task_no, reason). Upload To Worksheet's is `false`, as its
 * contract has it.
 */
export const refusalErrorBody = z.looseObject({
  status: z.union([z.number(), z.boolean()]),
  message: z.string(),
});

/** The refusal statuses a route may declare beyond the ones its access and input decide. */
export type RefusalStatus = 404 | 409 | 413 | 415 | 429 | 503;
