import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Msg, QuickJobAuth, quickJobRemark, type QuickJobPending } from '@jobline/shared';
import { ApiError } from '../../../api/client';
import { notifyError, notifySuccess, showFormError } from '../../../components/notify';
import { cut } from '../../../components/format';
import { useDecideQuickJob } from './queries';
import type { Decision } from './QuickJobTable';

const M = Msg.quickJobs;

export interface DecisionTarget {
  job: QuickJobPending;
  decision: Decision;
}

/**
 * Approve or reject with a remark: the modal asks the spec's question and takes the remark
 * the decision needs, so confirming and explaining are one step.
 */
export function DecisionModal({
  target,
  onClose,
  onDecided,
}: {
  target: DecisionTarget | null;
  onClose(): void;
  onDecided(): void;
}) {
  const approve = target?.decision === 'approve';
  return (
    <Modal opened={target !== null} onClose={onClose} title={approve ? M.approveConfirm : M.rejectConfirm}>
      {target && (
        <DecisionForm
          key={`${target.job.id}-${target.decision}`}
          target={target}
          onClose={onClose}
          onDecided={onDecided}
        />
      )}
    </Modal>
  );
}

function DecisionForm({
  target,
  onClose,
  onDecided,
}: {
  target: DecisionTarget;
  onClose(): void;
  onDecided(): void;
}) {
  const approve = target.decision === 'approve';
  const form = useForm({
    initialValues: { auth_remark: '' },
    validate: schemaResolver(quickJobRemark, { sync: true }),
  });
  const decide = useDecideQuickJob();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(({ auth_remark }) =>
        decide.mutate(
          {
            job_id: target.job.id,
            auth_status: approve ? QuickJobAuth.APPROVED : QuickJobAuth.REJECTED,
            auth_remark: auth_remark.trim(),
          },
          {
            onSuccess: (result) => {
              notifySuccess(`${result.message}: ${result.job.job_no}`);
              onDecided();
            },
            onError: (error) => {
              // Decided meanwhile, or gone: say so and let the list show what is left.
              if (error instanceof ApiError && (error.httpStatus === 409 || error.httpStatus === 404)) {
                notifyError(error);
                onDecided();
              } else showFormError(form, error);
            },
          },
        ),
      )}
    >
      <Stack>
        <Text size="sm">
          <Text span fw={600}>
            {target.job.job_no}
          </Text>{' '}
          · {cut(target.job.job_description, 80)}
        </Text>
        <Textarea
          label="Remark"
          placeholder={approve ? 'e.g. Checked with the branch' : 'Why is it rejected?'}
          required
          autosize
          minRows={3}
          maxLength={1000}
          data-autofocus
          {...form.getInputProps('auth_remark')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" color={approve ? undefined : 'red'} loading={decide.isPending}>
            {approve ? 'Approve' : 'Reject'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
