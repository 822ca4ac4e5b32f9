import { HOLDS_WITH_REMARK, holdRequest, type HoldRequestType } from '@jobline/shared';

/** The hold types that ask for a remark before they are sent. */
export const asksForRemark = (type: HoldRequestType) => HOLDS_WITH_REMARK.includes(type);

/**
 * The message to show next to the remark, as the server would answer it (the shared schema's rule):
 * null when the hold may be sent as it is.
 */
export function remarkError(type: HoldRequestType, remark: string): string | null {
  const result = holdRequest.safeParse({ type, comment: remark.trim() || null });
  if (result.success) return null;
  return result.error.issues.find((issue) => issue.path[0] === 'comment')?.message ?? null;
}
