import { Modal } from '@mantine/core';
import { Msg, type NotificationRow } from '@jobline/shared';
import { RejectReasonForm } from '../../components/RejectReasonForm';
import { useFinishedJobDecision } from './finishedJobDecision';

interface Props {
  notification: NotificationRow | null;
  onClose(): void;
}

/** 'Write your reject reason:' — more than 5 characters, and said so when shorter (O-11). */
export function RejectFinishedJobModal({ notification, onClose }: Props) {
  return (
    <Modal
      opened={notification !== null}
      onClose={onClose}
      title={`Reject ${notification?.job?.job_no ?? 'the finished job'}`}
    >
      {notification && <RejectForm notification={notification} onClose={onClose} />}
    </Modal>
  );
}

function RejectForm({ notification, onClose }: { notification: NotificationRow; onClose(): void }) {
  const decide = useFinishedJobDecision();
  return (
    <RejectReasonForm
      intro={notification.title}
      label={Msg.boards.rejectReasonPrompt}
      description="The employee reads it and works the job again."
      pending={decide.isPending}
      onSubmit={(reason) =>
        decide.mutate({ notification, verdict: { accept: false, reason } }, { onSuccess: onClose })
      }
      onCancel={onClose}
    />
  );
}
