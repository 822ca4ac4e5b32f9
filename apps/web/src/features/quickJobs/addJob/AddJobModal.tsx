import { useState } from 'react';
import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddJobRequestInput, AddJobResult, JobKind } from '@jobline/shared';
import { confirmDiscard } from '../../../components/confirm';
import { showFormError } from '../../../components/notify';
import { useUser } from '../../auth/AuthProvider';
import { addJob, quickJobKeys } from '../api';
import { AddJobForm } from './AddJobForm';
import { mayMakeOngoing } from './makeOngoing';
import { SavedJobOutcome } from './SavedJobOutcome';
import { useAddJobForm } from './useAddJobForm';

const UNSAVED = 'The job you started to add has not been saved.';

interface Props {
  opened: boolean;
  onClose(): void;
  /** The page has query `a`: 'Tasking (Job)' is not offered. */
  hideTaskingJob: boolean;
}

/**
 * The Add New Custom Job modal (spec 000 §2): the form, then what was added (the brief modal of §1.8)
 * with 'make it ongoing?' for a quick-type job the caller works.
 */
export function AddJobModal({ opened, onClose, hideTaskingJob }: Props) {
  const user = useUser();
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
  const saved = save.variables;

  return (
    <Modal opened={opened} onClose={requestClose} title="Add New Custom Job" size="lg" fullScreen={phone}>
      {result ? (
        <SavedJobOutcome
          result={result}
          askOngoing={saved ? mayMakeOngoing(saved.kind, saved.body, user.id) : false}
          onLeave={close}
        >
          <Button variant="default" onClick={startAfresh}>
            Add another job
          </Button>
          <Button onClick={close} data-autofocus>
            Done
          </Button>
        </SavedJobOutcome>
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
