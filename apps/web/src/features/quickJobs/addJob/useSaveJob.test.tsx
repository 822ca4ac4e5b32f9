import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JobKind, RequestedFrom, type AddJobResult } from '@jobline/shared';
import { ApiError } from '../../../api/client';
import * as quickJobsApi from '../api';
import { useAddJobForm } from './useAddJobForm';
import { useSaveJob } from './useSaveJob';

const ME = 7;

vi.mock('../../auth/AuthProvider', () => ({ useUser: () => ({ id: ME }) }));
vi.mock('../api', async (original) => ({
  ...(await original<typeof quickJobsApi>()),
  addJob: vi.fn(),
}));

const SAVED: AddJobResult = {
  message: 'Job added',
  task_user_id: 11,
  new_job_user: 12,
  old_task_user: null,
  job: { id: 13, job_no: 'QJ-0013' },
};

function renderSaveJob() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => {
      const state = useAddJobForm({ job_type: JobKind.QUICK });
      return { state, flow: useSaveJob(state) };
    },
    { wrapper },
  );
  return { result, invalidate };
}

const quickJobFor = (employee: number) => ({
  job_type: JobKind.QUICK,
  job_requested_from: RequestedFrom.OFFICE_STAFF,
  job_assign_by: employee,
});

describe('useSaveJob', () => {
  beforeEach(() => {
    vi.mocked(quickJobsApi.addJob).mockReset();
  });

  it('gives the saved job and asks to make it ongoing when the caller works it; afresh empties all', async () => {
    vi.mocked(quickJobsApi.addJob).mockResolvedValue(SAVED);
    const { result, invalidate } = renderSaveJob();
    act(() => result.current.state.form.setFieldValue('job_description', 'Printer jam'));

    act(() => result.current.flow.save(JobKind.QUICK, quickJobFor(ME)));
    await waitFor(() => expect(result.current.flow.result).toEqual(SAVED));
    expect(quickJobsApi.addJob).toHaveBeenCalledWith(JobKind.QUICK, quickJobFor(ME));
    expect(result.current.flow.askOngoing).toBe(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['quick-jobs', 'pending'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['pickable-jobs'] });

    act(() => result.current.flow.startAfresh());
    expect(result.current.flow.result).toBeNull();
    expect(result.current.flow.askOngoing).toBe(false);
    expect(result.current.state.form.getValues().job_description).toBe('');
  });

  it('does not ask when another employee works the saved job', async () => {
    vi.mocked(quickJobsApi.addJob).mockResolvedValue(SAVED);
    const { result } = renderSaveJob();
    act(() => result.current.flow.save(JobKind.QUICK, quickJobFor(ME + 1)));
    await waitFor(() => expect(result.current.flow.result).toEqual(SAVED));
    expect(result.current.flow.askOngoing).toBe(false);
  });

  it('keeps a refused job on the form with the message next to its field', async () => {
    vi.mocked(quickJobsApi.addJob).mockRejectedValue(
      new ApiError(400, 'Invalid', { job_description: 'Enter the job description' }),
    );
    const { result } = renderSaveJob();
    act(() => result.current.state.form.setFieldValue('job_description', 'x'));

    act(() => result.current.flow.save(JobKind.QUICK, quickJobFor(ME)));
    await waitFor(() =>
      expect(result.current.state.form.errors.job_description).toBe('Enter the job description'),
    );
    expect(result.current.flow.result).toBeNull();
    expect(result.current.flow.askOngoing).toBe(false);
    expect(result.current.state.form.getValues().job_description).toBe('x');
  });
});
