import { useEffect, useState } from 'react';
import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconTool } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Msg, Perm, RealtimeEventType } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { confirmDiscard } from '../../components/confirm';
import { notifySuccess, showFormError } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { useAuth } from '../auth/AuthProvider';
import { useCompanyToday } from '../auth/useCompanyToday';
import {
  createJob,
  fetchApprovals,
  fetchJob,
  fetchRequests,
  intakeKeys,
  reassignJob,
  sendForApproval,
} from './api';
import { JobForm, type JobFormAction } from './jobForm/JobForm';
import {
  blankJobForm,
  fromApproval,
  fromJobDetail,
  fromRequest,
  toDraft,
  type JobFormValues,
} from './jobForm/jobFormValues';
import { useJobForm } from './jobForm/useJobForm';
import { CreatedJobModal, type CreatedJob } from './newJob/CreatedJobModal';
import { prefillFrom } from './newJob/jobPrefill';
import { PrefillPicker, type PrefillSource } from './newJob/PrefillPicker';
import { SourceNotice } from './newJob/SourceNotice';
import { Notice } from './Notice';

const UNSAVED = 'The job you are filling in has not been created yet.';
const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * New Job (spec 000 §2, screens §3.5): fill the job in, or start from a pending request; a job that
 * needs approval is sent for it instead of created. With ?id= it is Assign Back: a new job made
 * from an existing one.
 */
export function NewJobPage() {
  const [params, setParams] = useSearchParams();
  const reassignId = idParam(params.get('id'));
  const { can } = useAuth();
  const queryClient = useQueryClient();
  const form = useJobForm(reassignId ? 'reassign' : 'create');
  const today = useCompanyToday();
  const [source, setSource] = useState<PrefillSource | null>(null);
  const [created, setCreated] = useState<CreatedJob | null>(null);
  useLeaveGuard(form.isDirty(), UNSAVED);

  const scope = can(Perm.PENDING_APPROVALS) ? 'all' : 'mine';
  const requests = useQuery({
    queryKey: intakeKeys.requests(1),
    queryFn: () => fetchRequests(1),
    enabled: !reassignId,
  });
  const approvals = useQuery({
    queryKey: intakeKeys.approvals(scope, 7),
    queryFn: () => fetchApprovals(scope, 7),
    enabled: !reassignId,
  });
  const original = useQuery({
    queryKey: intakeKeys.job(reassignId ?? 0),
    queryFn: () => fetchJob(reassignId as number),
    enabled: reassignId !== null,
    staleTime: 0,
  });
  useRealtimeEvent(RealtimeEventType.JOB_REQUESTS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: intakeKeys.allRequests });
  });
  useRealtimeEvent(RealtimeEventType.APPROVALS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: intakeKeys.allApprovals });
  });

  const start = (values: JobFormValues) => {
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
  };
  useEffect(() => {
    // Assign Back starts from the original job; the new one gets its own number.
    if (original.data) start({ ...fromJobDetail(original.data), id: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [original.data]);
  // Another screen's values in the address (Plan visit on Service Details) fill a new job once.
  const [prefill] = useState(() => (reassignId ? null : prefillFrom(params, today)));
  useEffect(() => {
    if (prefill) start({ ...blankJobForm(), ...prefill.values });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefill]);

  const clear = () => {
    start(blankJobForm());
    setSource(null);
    if (params.size) setParams({});
  };
  const choose = (next: PrefillSource | null) =>
    confirmDiscard(form.isDirty(), UNSAVED, () => {
      setSource(next);
      if (!next) start(blankJobForm());
      else start(next.kind === 'request' ? fromRequest(next.request) : fromApproval(next.approval));
    });

  const save = useMutation({
    mutationFn: async ({ values, action }: { values: JobFormValues; action: JobFormAction }) => {
      const draft = toDraft(values);
      if (action === 'approval') {
        return { action, result: await sendForApproval({ ...draft, reassign_from: reassignId }) };
      }
      if (action === 'reassign')
        return { action, result: await reassignJob({ ...draft, reassign_from: reassignId! }) };
      return { action, result: await createJob(draft) };
    },
    onSuccess: ({ action, result }) => {
      void queryClient.invalidateQueries({ queryKey: intakeKeys.allRequests });
      void queryClient.invalidateQueries({ queryKey: intakeKeys.allApprovals });
      form.resetDirty();
      clear();
      if ('pending' in result) notifySuccess(Msg.intake.approvalSent);
      else setCreated({ ...result.job, how: action === 'reassign' ? 'reassigned' : 'created' });
    },
    onError: (error) => showFormError(form, error),
  });

  // A job sent for approval is only looked at here: it is decided on Pending Approvals.
  const readOnly = source?.kind === 'approval';

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          {reassignId ? 'Assign Back' : 'New Job'}
        </Title>
        <Text c="dimmed" size="sm">
          {reassignId
            ? 'A new job made from an existing one; the original stays as it is.'
            : 'Create a job for a customer, or send it for approval when it needs one.'}
        </Text>
      </div>
      {reassignId ? (
        original.isError ? (
          <QueryError what="the job to re-assign" error={original.error} onRetry={() => original.refetch()} />
        ) : (
          <Notice color="blue" variant="light" icon={<IconArrowBackUp aria-hidden />} title="Assign back">
            {original.data
              ? `Re-assigning ${original.data.job_no}: change what differs and press Assign back.`
              : 'Loading the job…'}
          </Notice>
        )
      ) : (
        <Card withBorder padding="md">
          {requests.isError || approvals.isError ? (
            <QueryError
              what="the pending requests and approvals"
              error={requests.error ?? approvals.error}
              onRetry={() => {
                void requests.refetch();
                void approvals.refetch();
              }}
            />
          ) : (
            <PrefillPicker
              requests={requests.data}
              approvals={approvals.data?.pending}
              loading={requests.isPending || approvals.isPending}
              value={source}
              onChange={choose}
            />
          )}
        </Card>
      )}
      {source && <SourceNotice source={source} />}
      {prefill?.origin && !source && params.size > 0 && (
        <Notice color="blue" variant="light" icon={<IconTool aria-hidden />} title="Filled in for you">
          {prefill.origin}: check the job and complete what is missing.
        </Notice>
      )}
      {reassignId && original.isPending ? (
        <Skeleton h={480} radius="md" role="progressbar" aria-label="Loading the job" />
      ) : (
        <JobForm
          form={form}
          mode={reassignId ? 'reassign' : 'create'}
          readOnly={readOnly}
          busy={save.isPending}
          onSubmit={(values, action) => save.mutate({ values, action })}
          onClear={() => confirmDiscard(form.isDirty(), UNSAVED, clear)}
        />
      )}
      <CreatedJobModal job={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
