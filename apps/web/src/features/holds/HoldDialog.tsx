import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { COMMENT_MAX, HOLD_REQUEST_LABELS, Msg, type HoldRequestType } from '@jobline/shared';
import { ApiError } from '../../api/client';
import { notifySuccess } from '../../components/notify';
import { useAuth } from '../auth/AuthProvider';
import { postHold } from './api';
import { asksForRemark, remarkError } from './holdRemark';
import { notifyRefusal } from './notifyRefusal';
import { refreshWork } from './refreshWork';

interface Props {
  /** The hold being asked for; null keeps the dialog closed. */
  type: HoldRequestType | null;
  onClose(): void;
}

/**
 * Putting the ongoing task on hold from the profile menu: a confirmation, with a
 * remark for the holds that need one. Day Off (and Break, when the company says so) signs out.
 */
export function HoldDialog({ type, onClose }: Props) {
  return (
    <Modal opened={type !== null} onClose={onClose} title={type ? HOLD_REQUEST_LABELS[type] : ''}>
      {type !== null && <HoldForm key={type} type={type} onClose={onClose} />}
    </Modal>
  );
}

function HoldForm({ type, onClose }: { type: HoldRequestType; onClose(): void }) {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const withRemark = asksForRemark(type);
  const form = useForm({
    initialValues: { comment: '' },
    validate: { comment: (remark) => (withRemark ? remarkError(type, remark) : null) },
  });
  const hold = useMutation({
    mutationFn: postHold,
    onSuccess: async (answer) => {
      notifySuccess(answer.message);
      onClose();
      if (answer.logout) {
        await signOut();
        void navigate('/login', { replace: true });
      } else void refreshWork(queryClient);
    },
    onError: (failure) => {
      const field = failure instanceof ApiError ? failure.fieldErrors.comment : undefined;
      if (field) form.setFieldError('comment', field);
      else notifyRefusal(failure);
    },
  });

  const submit = form.onSubmit(({ comment }) =>
    hold.mutate({ type, comment: withRemark ? comment.trim() : null }),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Text size="sm">{Msg.boards.holdConfirm}</Text>
        {withRemark && (
          <Textarea
            label="Remark"
            description={`What the ${HOLD_REQUEST_LABELS[type].toLowerCase()} is for, up to ${COMMENT_MAX} characters`}
            required
            autosize
            minRows={2}
            maxLength={COMMENT_MAX}
            data-autofocus
            {...form.getInputProps('comment')}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={hold.isPending} data-autofocus={withRemark ? undefined : true}>
            Put on hold
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
