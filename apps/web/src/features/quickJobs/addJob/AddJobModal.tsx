import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddJobRequestInput, AddJobResult, JobKind } from '@jobline/shared';
import { confirmDiscard } from '../../../components/confirm';
import { showFormError } from '../../../components/notify';
import { addJob, quickJobKeys } from '../api';
import { AddJobForm } from './AddJobForm';
import { useAddJobForm } from './useAddJobForm';

const UNSAVED = 'The job you started to add has not been saved.';

interface Props {
  opened: boolean;
  onClose(): void;
  /** The page has query `a`: 'Tasking (Job)' is not offered. */
  hideTaskingJob: boolean;
}

/** The Add New Custom Job modal (spec 000 §2): the form, then what was added (the brief modal of §1.8). */
export function AddJobModal({ opened, onClose, hideTaskingJob }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  const state = useAddJobForm();
  const [result, setResult] = useState<AddJobResult | null>(null);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ kind, body }: { kind: JobKind; body: AddJobRequestInput }) => addJob(kind, body),
    onSuccess: (answer) => {
      setResult(answer);
      void queryClient.invalidateQueries({ queryKey: quickJobKeys.allPendings });
      void queryClient.invalidateQueries({ queryKey: ['pickable-jobs'] });
    },
    onError: (error) => showFormError(state.form, error),
  });

  const startAfresh = () => {
    setResult(null);
    state.reset();
    save.reset();
  };
  const close = () => {
    startAfresh();
    onClose();
  };
  const requestClose = () => (result ? close() : confirmDiscard(state.form.isDirty(), UNSAVED, close));

  return (
    <Modal opened={opened} onClose={requestClose} title="Add New Custom Job" size="lg" fullScreen={phone}>
      {result ? (
        <Stack>
          <Alert color="teal" variant="light" title={result.message} icon={<IconCircleCheck aria-hidden />}>
            <Stack gap={4}>
              <Text size="sm">
                Job number{' '}
                <Text span fw={700} data-testid="added-job-no">
                  {result.job.job_no}
                </Text>
              </Text>
              <Text size="sm">
                The task is in the Back Log, planned for today.
                {result.old_task_user !== null &&
                  ' The task already ongoing stays so until it is put on hold.'}
              </Text>
            </Stack>
          </Alert>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={startAfresh}>
              Add another job
            </Button>
            <Button onClick={close} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <AddJobForm
          state={state}
          hideTaskingJob={hideTaskingJob}
          saving={save.isPending}
          onSubmit={(kind, body) => save.mutate({ kind, body })}
          onCancel={requestClose}
        />
      )}
    </Modal>
  );
}
