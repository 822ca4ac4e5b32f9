import { Button, Card, Group, Select, SimpleGrid, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCalendar, IconCheck, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { Msg, type PendingApprovalView } from '@jobline/shared';
import { confirmAction } from '../../../components/confirm';
import { DayInput } from '../../../components/DayPicker';
import { notifySuccess, showFormError } from '../../../components/notify';
import { approvePending, rejectPending } from '../api';
import { useDirectors } from '../lookups';

interface DecisionValues {
  approved_with: number | null;
  remark: string;
  jobRemarks: string;
  due_date: string | null;
}
const blank: DecisionValues = { approved_with: null, remark: '', jobRemarks: '', due_date: null };

interface Props {
  approval: PendingApprovalView | null;
  today: string;
  /** Admins and super admins name the director they approve with. */
  namesDirector: boolean;
  onDecided(): void;
  onClear(): void;
}

/**
 * Approve (confirmed), Reject (a remark first, then confirmed; cancelling aborts) or Clear Form.
 * A drafted due date that has passed needs a new one before approving.
 */
export function DecisionForm({ approval, today, namesDirector, onDecided, onClear }: Props) {
  const form = useForm<DecisionValues>({ initialValues: blank });
  const directors = useDirectors(namesDirector);
  const values = form.getValues();
  const duePassed = Boolean(approval && approval.due_date < today);

  const done = (message: string) => {
    notifySuccess(message);
    form.reset();
    onDecided();
  };
  const approve = useMutation({
    mutationFn: () => {
      const v = form.getValues();
      return approvePending({
        id: approval!.id,
        approved_with: v.approved_with,
        remark: v.remark.trim() || null,
        jobRemarks: v.jobRemarks.trim() || null,
        due_date: duePassed ? v.due_date : null,
      });
    },
    onSuccess: (result) =>
      done(result.job ? `${result.message} Job ${result.job.job_no} was created.` : result.message),
    onError: (error) => showFormError(form, error),
  });
  const reject = useMutation({
    mutationFn: () => {
      const v = form.getValues();
      return rejectPending({
        id: approval!.id,
        remark: v.remark.trim(),
        jobRemarks: v.jobRemarks.trim() || null,
      });
    },
    onSuccess: (result) => done(result.message),
    onError: (error) => showFormError(form, error),
  });

  const askApprove = () => {
    form.clearErrors();
    const errors: Record<string, string> = {};
    if (namesDirector && values.approved_with === null)
      errors.approved_with = Msg.intake.approvedWithRequired;
    if (duePassed && !values.due_date) errors.due_date = Msg.intake.dueDatePassed;
    if (Object.keys(errors).length) return form.setErrors(errors);
    confirmAction({
      title: `Approve ${approval!.pending_approval_id}?`,
      body: Msg.intake.confirmApprove,
      confirmLabel: 'Approve',
      onConfirm: () => approve.mutate(),
    });
  };
  const askReject = () => {
    form.clearErrors();
    if (!values.remark.trim()) return form.setFieldError('remark', Msg.intake.remarkRequired);
    confirmAction({
      title: `Reject ${approval!.pending_approval_id}?`,
      body: Msg.intake.confirmReject,
      confirmLabel: 'Reject',
      danger: true,
      onConfirm: () => reject.mutate(),
    });
  };
  const busy = approve.isPending || reject.isPending;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="decision-title">
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="decision-title">
            Decision
          </Title>
          <fieldset disabled={!approval || busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                {namesDirector && (
                  <Select<number>
                    label="Approved With"
                    description="The director this approval was agreed with"
                    required
                    placeholder={directors.isPending ? 'Loading directors…' : 'Choose a director'}
                    data={directors.data?.map((d) => ({ value: d.id, label: d.name })) ?? []}
                    searchable
                    nothingFoundMessage="No director matches"
                    {...form.getInputProps('approved_with')}
                  />
                )}
                {duePassed && (
                  <DayInput
                    label="New due date"
                    description="The drafted due date has passed"
                    required
                    minDate={today}
                    leftSection={<IconCalendar size={16} aria-hidden />}
                    value={values.due_date}
                    onChange={(day) => {
                      form.setFieldValue('due_date', day ?? null);
                      form.clearFieldError('due_date');
                    }}
                    error={form.errors.due_date}
                  />
                )}
              </SimpleGrid>
              <Textarea
                label="Remark"
                description="Required when rejecting"
                autosize
                minRows={2}
                maxLength={2000}
                {...form.getInputProps('remark')}
              />
              <Textarea
                label="Job remarks"
                description="Added to the job's remarks when it is approved"
                autosize
                minRows={2}
                maxLength={4000}
                {...form.getInputProps('jobRemarks')}
              />
            </Stack>
          </fieldset>
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              disabled={busy}
              onClick={() => {
                form.reset();
                onClear();
              }}
            >
              Clear Form
            </Button>
            <Button
              color="red"
              variant="outline"
              leftSection={<IconX size={16} aria-hidden />}
              disabled={!approval}
              loading={reject.isPending}
              onClick={askReject}
            >
              Reject
            </Button>
            <Button
              leftSection={<IconCheck size={16} aria-hidden />}
              disabled={!approval}
              loading={approve.isPending}
              onClick={askApprove}
            >
              Approve
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
