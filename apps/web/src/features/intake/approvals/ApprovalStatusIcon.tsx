import { IconAlertTriangleFilled, IconCircleCheckFilled, IconFileText } from '@tabler/icons-react';
import { PendingApprovalStatus } from '@jobline/shared';

/** A request (file), a job waiting for approval (warning) or an approved one (check). */
export function SourceIcon({ kind, status }: { kind: 'request' | 'approval'; status?: number }) {
  if (kind === 'request') return <IconFileText size={18} color="var(--mantine-color-blue-8)" aria-hidden />;
  return status === PendingApprovalStatus.APPROVED ? (
    <IconCircleCheckFilled size={18} color="var(--mantine-color-green-8)" aria-hidden />
  ) : (
    <IconAlertTriangleFilled size={18} color="var(--mantine-color-orange-8)" aria-hidden />
  );
}
