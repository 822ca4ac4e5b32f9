import { z } from 'zod/mini';

/** One live login of the user, as My Profile lists it. */
export const activeSession = z.object({
  id: z.number(),
  /** "Chrome on Android", read from the browser's user agent. */
  device: z.string(),
  ip: z.nullable(z.string()),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session this request came from ("this device"). */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSession>;

export const activeSessionList = z.object({ sessions: z.array(activeSession) });
export type ActiveSessionList = z.infer<typeof activeSessionList>;
