import { CategoryId, Msg, needApproval, type AgreementLightStates } from '@jobline/shared';

/**
 * Whether this job needs approval before it is created (the shared rule R-063), and the words
 * that say why; null while the category or the branch is not chosen yet.
 */
export function approvalNeed(input: {
  categoryId: number | null;
  status?: number | null;
  lights: AgreementLightStates | null;
}): string | null {
  if (input.categoryId === null || !input.lights) return null;
  if (!needApproval({ categoryId: input.categoryId, status: input.status, lights: input.lights }))
    return null;
  if (input.categoryId === CategoryId.SOFTWARE_SUPPORT_30) return Msg.intake.approvalReasonSoftware;
  if (input.categoryId === CategoryId.HARDWARE_SUPPORT_29) return Msg.intake.approvalReasonHardware;
  return Msg.intake.approvalReasonAlways;
}
