import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddJobRequestInput, JobKind } from '@jobline/shared';
import { showFormError } from '../../../components/notify';
import { useUser } from '../../auth/AuthProvider';
import { addJob, quickJobKeys } from '../api';
import { mayMakeOngoing } from './makeOngoing';
import type { AddJobFormState } from './useAddJobForm';

/**
 * Saving the add-job form: a refusal stays on the form, a saved job gives its outcome and whether
 * 'make it ongoing?' is asked; starting afresh empties the form for another job.
 */
export function useSaveJob(state: AddJobFormState) {
  const user = useUser();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ kind, body }: { kind: JobKind; body: AddJobRequestInput }) => addJob(kind, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: quickJobKeys.allPendings });
      void queryClient.invalidateQueries({ queryKey: ['pickable-jobs'] });
    },
    onError: (error) => showFormError(state.form, error),
  });
  const saved = save.variables;

  return {
    /** What the server answered for the saved job; null while the form is shown. */
    result: save.data ?? null,
    saving: save.isPending,
    askOngoing: save.isSuccess && saved ? mayMakeOngoing(saved.kind, saved.body, user.id) : false,
    save: (kind: JobKind, body: AddJobRequestInput) => save.mutate({ kind, body }),
    startAfresh() {
      save.reset();
      state.reset();
    },
  };
}
