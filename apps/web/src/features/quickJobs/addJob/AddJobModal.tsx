import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { confirmDiscard } from '../../../components/confirm';
import { AddJobForm } from './AddJobForm';
import { SavedJobOutcome } from './SavedJobOutcome';
import { useAddJobForm } from './useAddJobForm';
import { useSaveJob } from './useSaveJob';

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
  const phone = useMediaQuery('(max-width: 48em)');
  const state = useAddJobForm();
  const { result, saving, askOngoing, save, startAfresh } = useSaveJob(state);

  const close = () => {
    startAfresh();
    onClose();
  };
  const requestClose = () => (result ? close() : confirmDiscard(state.form.isDirty(), UNSAVED, close));

  return (
    <Modal opened={opened} onClose={requestClose} title="Add New Custom Job" size="lg" fullScreen={phone}>
      {result ? (
        <SavedJobOutcome result={result} askOngoing={askOngoing} onLeave={close}>
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
          saving={saving}
          onSubmit={save}
          onCancel={requestClose}
        />
      )}
    </Modal>
  );
}
