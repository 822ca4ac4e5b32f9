import { useEffect, useState } from 'react';
import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { JobStatus, Msg, RealtimeEventType, type JobDetail } from '@jobline/shared';
import { ApiError } from '../../api/client';
import { useRealtimeEvent } from '../../api/realtime';
import { confirmDiscard } from '../../components/confirm';
import { notifySuccess, showFormError } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { StaleSaveNotices, useRecordChanged, useStaleSave } from '../../components/StaleSave';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { fetchJob, intakeKeys, updateJob } from './api';
import { DangerZone } from './editJob/DangerZone';
import { JobNumberSearch } from './editJob/JobNumberSearch';
import { JobForm } from './jobForm/JobForm';
import { blankJobForm, fromJobDetail, toDraft, type JobFormValues } from './jobForm/jobFormValues';
import { useJobForm } from './jobForm/useJobForm';
import { Notice } from './Notice';

const UNSAVED = 'Your changes to this job have not been saved.';
const idParam = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

function JobHeading({ job }: { job: JobDetail }) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={700}>{job.job_no}</Text>
      <Text c="dimmed">{job.customer_name}</Text>
      {job.status === JobStatus.APPROVED && (
        <Badge variant="light" color="green" styles={{ label: { textTransform: 'none' } }}>
          Approved
        </Badge>
      )}
      {job.status === JobStatus.CANCELED && (
        <Badge variant="light" color="red" c="red.9" styles={{ label: { textTransform: 'none' } }}>
          Canceled
        </Badge>
      )}
      <Anchor
        component={Link}
        to={`/edit-job-details?id=${job.id}&job_no=${encodeURIComponent(job.job_no)}`}
        size="sm"
      >
        Open in Job Details
      </Anchor>
    </Group>
  );
}

/**
 * Edit Job Details (spec 002 §2, screens §3.19): find a job by number (or ?id=), change it with
 * the same form as New Job, and — in the Danger Zone — delete it or its untouched tasks.
 */
export function EditJobPage() {
  const [params, setParams] = useSearchParams();
  const jobId = idParam(params.get('id'));
  const queryClient = useQueryClient();
  const form = useJobForm('edit');
  const dirty = form.isDirty();
  useLeaveGuard(dirty, UNSAVED);

  const job = useQuery({
    queryKey: intakeKeys.job(jobId ?? 0),
    queryFn: () => fetchJob(jobId as number),
    enabled: jobId !== null,
    staleTime: 0,
  });
  // The version the form was filled from: the save sends it back.
  const [loadedVersion, setLoadedVersion] = useState<number | null>(null);
  const stale = useStaleSave();
  const liveChange = useRecordChanged('job', jobId, loadedVersion);
  const start = (values: JobFormValues, version: number | null = null) => {
    setLoadedVersion(version);
    stale.clear();
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
  };
  useEffect(() => {
    start(job.data ? fromJobDetail(job.data) : blankJobForm(), job.data?.version ?? null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job.data]);
  useRealtimeEvent(RealtimeEventType.JOBS_CHANGED, (data) => {
    if (jobId === null || data.id !== jobId) return;
    void queryClient.invalidateQueries({ queryKey: intakeKeys.jobTasks(jobId) });
    // Someone else's change reloads the job, unless that would throw away edits here.
    if (!form.isDirty()) void queryClient.invalidateQueries({ queryKey: intakeKeys.job(jobId) });
  });

  const open = (id: number | null) =>
    confirmDiscard(form.isDirty(), UNSAVED, () => setParams(id === null ? {} : { id: String(id) }));
  const save = useMutation({
    mutationFn: ({ values, over }: { values: JobFormValues; over?: number }) =>
      updateJob({
        ...toDraft(values),
        id: jobId!,
        version: over ?? loadedVersion ?? 0,
        ...(over ? { overwrite: true } : {}),
      }),
    onMutate: () => stale.clear(),
    onSuccess: (result) => {
      notifySuccess(result.message, { title: 'Good job!' });
      form.resetDirty();
      void queryClient.invalidateQueries({ queryKey: intakeKeys.job(jobId!) });
    },
    onError: (error) => {
      // Someone saved the job meanwhile: everything typed stays, the alert shows theirs beside it.
      if (!stale.caught(error)) showFormError(form, error);
    },
  });
  const loadTheirs = async () => {
    const fresh = await queryClient.fetchQuery({
      queryKey: intakeKeys.job(jobId!),
      queryFn: () => fetchJob(jobId!),
      staleTime: 0,
    });
    start(fromJobDetail(fresh), fresh.version);
  };
  const missing = job.error instanceof ApiError && job.error.httpStatus === 404;

  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          Edit Job Details
        </Title>
        <Text c="dimmed" size="sm">
          Find a job by its number to change its details, or to delete it or its untouched tasks.
        </Text>
      </div>
      <Card withBorder padding="md">
        <Stack gap="xs">
          <JobNumberSearch onFound={(found) => open(found.id)} />
          {job.data && <JobHeading job={job.data} />}
        </Stack>
      </Card>
      {jobId === null ? (
        <Card withBorder padding="xl">
          <Text c="dimmed" ta="center">
            Enter a job number to load the job.
          </Text>
        </Card>
      ) : missing ? (
        <Notice
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={Msg.jobs.jobNotFound}
        >
          The job may have been deleted. Search for another number.
        </Notice>
      ) : job.isError ? (
        <QueryError what="the job" error={job.error} onRetry={() => job.refetch()} />
      ) : job.isPending ? (
        <Skeleton h={480} radius="md" role="progressbar" aria-label="Loading the job" />
      ) : (
        <>
          {job.data.status === JobStatus.CANCELED && (
            <Notice
              color="orange"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title="Canceled job"
            >
              This job was canceled.
            </Notice>
          )}
          <StaleSaveNotices
            conflict={stale.conflict}
            change={liveChange}
            saving={save.isPending}
            onLoadTheirs={() => void loadTheirs()}
            onSaveMine={() => save.mutate({ values: form.getValues(), over: stale.conflict!.version })}
          />
          <JobForm
            form={form}
            mode="edit"
            jobStatus={job.data.status}
            busy={save.isPending}
            onSubmit={(values) => save.mutate({ values })}
            onClear={() => open(null)}
          />
          <DangerZone
            job={job.data}
            onDeleted={() => {
              form.resetDirty();
              void queryClient.invalidateQueries({ queryKey: ['jobs'] });
              setParams({});
            }}
          />
        </>
      )}
    </Stack>
  );
}
