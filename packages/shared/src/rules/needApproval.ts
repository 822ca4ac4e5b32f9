import { CategoryId, JobStatus } from '../enums';
import type { AgreementLightStates } from './agreementLights';

export interface ApprovalInput {
  categoryId: number | null | undefined;
  /** The job's status when it already exists: 10 (approved and created) never needs approval again. */
  status?: number | null;
  /** The branch's current agreement lights; a warranty counts as an agreement. */
  lights: AgreementLightStates;
}

/**
 * Whether a job must be approved before it is created: category 30 without a software
 * agreement, 29 without a hardware agreement, 21 or 26 always; never once approved (status 10).
 */
export function needApproval({ categoryId, status, lights }: ApprovalInput): boolean {
  if (status === JobStatus.APPROVED) return false;
  switch (categoryId) {
    case CategoryId.ALWAYS_APPROVAL_21:
    case CategoryId.ALWAYS_APPROVAL_26:
      return true;
    case CategoryId.SOFTWARE_SUPPORT_30:
      return lights.software === 'none';
    case CategoryId.HARDWARE_SUPPORT_29:
      return lights.hardware === 'none';
    default:
      return false;
  }
}
