import { Card, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Msg, type JobStoryRequest, type JobStoryResponse } from '@jobline/shared';
import { api } from '../../api/client';
import { QueryError } from '../../components/QueryError';
import { JobNumberSearch } from '../jobAdmin/JobNumberSearch';
import { REPORT_CALLS } from './api';
import { JobStoryView } from './JobStoryView';
import { ReportDownloads } from './ReportDownloads';
import { ReportHeader } from './ReportHeader';

const M = Msg.reports;
const positiveInt = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
const storyKey = (request: JobStoryRequest) => ['reports', REPORT_CALLS.jobStory, request] as const;
const readStory = (request: JobStoryRequest, signal?: AbortSignal) =>
  api<JobStoryResponse>(REPORT_CALLS.jobStory, { method: 'POST', body: request, signal });

/**
 * Jobs In Detail (screens §8.1, permission 22): the whole story of one job, found by its number or
 * opened from another screen with ?id=, ?job_user_id= or ?job_no= (Customer Wise Job Type's view).
 * Once found, the address holds the job's id and number, so a reload shows the same.
 */
export function JobsInDetailPage() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const id = positiveInt(params.get('id'));
  const jobUserId = positiveInt(params.get('job_user_id'));
  const jobNo = params.get('job_no') ?? '';
  const request: JobStoryRequest | null =
    id !== null ? { id } : jobUserId !== null ? { job_user_id: jobUserId } : null;
  const story = useQuery({
    queryKey: storyKey(request ?? {}),
    queryFn: ({ signal }) => readStory(request!, signal),
    enabled: request !== null,
    retry: false,
  });

  const found = (job: { id: number; job_no: string }) =>
    setParams({ id: String(job.id), job_no: job.job_no }, { replace: true });

  return (
    <Stack gap="md">
      <ReportHeader title={M.jobStoryTitle} about={M.jobStoryIntro}>
        <ReportDownloads
          call={REPORT_CALLS.jobStory}
          filters={story.data ? { id: story.data.job.id } : null}
        />
      </ReportHeader>

      <JobNumberSearch
        key={story.data?.job.job_no ?? jobNo}
        initial={story.data?.job.job_no ?? jobNo}
        resolveOnLoad={request === null && jobNo !== ''}
        onFound={found}
        lookup={async (text) => {
          // The report finds the job by number itself, so Jobs In Detail needs no other right.
          const answer = await readStory({ job_no: text });
          queryClient.setQueryData(storyKey({ id: answer.job.id }), answer);
          return answer.job;
        }}
      />

      {request === null ? (
        <Card withBorder padding="xl">
          <Text c="dimmed" ta="center">
            {M.jobStoryEmpty}
          </Text>
        </Card>
      ) : story.isError ? (
        <QueryError what="the job" error={story.error} onRetry={() => story.refetch()} />
      ) : story.data ? (
        <JobStoryView story={story.data} />
      ) : (
        <Card withBorder padding="md" aria-busy="true">
          <Text size="sm" c="dimmed">
            Loading the job…
          </Text>
        </Card>
      )}
    </Stack>
  );
}
