import { Anchor, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Msg, PendingApprovalStatus, Perm } from '@jobline/shared';
import { useAuth } from '../../auth/AuthProvider';
import type { PrefillSource } from './PrefillPicker';
import { Notice } from '../Notice';

/** What the chosen source means for the form: a request to turn into a job, or an approval to look at. */
export function SourceNotice({ source }: { source: PrefillSource }) {
  const { can } = useAuth();
  if (source.kind === 'request') {
    return (
      <Notice
        color="blue"
        variant="light"
        icon={<IconFileText aria-hidden />}
        title={`From ${source.request.request_id}`}
      >
        Complete the job from {source.request.user.name}’s request; creating it closes the request.
      </Notice>
    );
  }
  const a = source.approval;
  if (a.status === PendingApprovalStatus.APPROVED) {
    return (
      <Notice
        color="green"
        variant="light"
        icon={<IconCircleCheck aria-hidden />}
        title={`${a.pending_approval_id} approved`}
      >
        <Text size="sm">
          {Msg.intake.approvedAlready}{' '}
          {a.job_id && a.job_no && can(Perm.JOB_DETAILS) ? (
            <Anchor
              component={Link}
              to={`/edit-job-details?id=${a.job_id}&job_no=${encodeURIComponent(a.job_no)}`}
            >
              {a.job_no}
            </Anchor>
          ) : (
            (a.job_no ?? 'a job')
          )}
          .
        </Text>
      </Notice>
    );
  }
  return (
    <Notice
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={`${a.pending_approval_id} is waiting for approval`}
      data-testid="waiting-notice"
    >
      {Msg.intake.waitingForApproval}
    </Notice>
  );
}
