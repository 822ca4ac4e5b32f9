import type { KeyboardEvent } from 'react';
import { Button, Checkbox, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { COMMENT_MAX, Msg, type TaskDetails, type TaskPanelRights } from '@jobline/shared';
import { notifySuccess, showFormError } from '../../components/notify';
import { useComment } from './queries';

const M = Msg.boards;

/**
 * The panel's comment box (R-014, R-015, O-23): up to 250 characters, Enter sends (Shift+Enter
 * breaks the line), and 'Comment as a task' only where the server allows it. A refused comment
 * stays in the box with the reason under it.
 */
export function CommentBox({ details, rights }: { details: TaskDetails; rights: TaskPanelRights }) {
  const save = useComment();
  const form = useForm({
    initialValues: { comment: '', isCommentAsATask: false },
    validate: {
      comment: (value) => {
        const text = value.trim();
        return !text ? M.commentRequired : text.length > COMMENT_MAX ? M.commentTooLong : null;
      },
    },
  });

  const send = form.onSubmit((values) =>
    save.mutate(
      {
        task_id: details.task_id,
        task_user_id: details.task_user_id,
        job_id: details.job_id,
        comment: values.comment.trim(),
        isCommentAsATask: values.isCommentAsATask && rights.can_comment_as_task,
      },
      {
        onSuccess: () => {
          form.reset();
          notifySuccess(M.commentAdded, { autoClose: 2000 });
        },
        onError: (failure) => showFormError(form, failure),
      },
    ),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!save.isPending) send();
    }
  };

  return (
    <form noValidate onSubmit={send} aria-label="Add a comment">
      <Stack gap="xs">
        <Textarea
          label="Comment"
          placeholder="Write a comment and press Enter"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={COMMENT_MAX}
          {...form.getInputProps('comment')}
          onKeyDown={onKeyDown}
          description={`${form.values.comment.length}/${COMMENT_MAX} · Enter sends, Shift+Enter starts a new line`}
        />
        <Group justify="space-between" gap="xs">
          {rights.can_comment_as_task ? (
            <Checkbox
              label={M.commentAsTask}
              {...form.getInputProps('isCommentAsATask', { type: 'checkbox' })}
            />
          ) : (
            <span />
          )}
          <Button
            type="submit"
            size="xs"
            loading={save.isPending}
            leftSection={<IconSend size={14} aria-hidden />}
          >
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
