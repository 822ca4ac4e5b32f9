import 'mantine-datatable/styles.css';
import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import {
  formatMinutes,
  formatHours,
  Msg,
  type JobStoryResponse,
  type JobStoryTaskRow,
} from '@jobline/shared';
import { Fact } from '../../components/Fact';
import { shownDay, shownInstant } from '../../components/format';
import { JobStoryTimeline } from './JobStoryTimeline';
import { scrollFrame } from '../../components/tablePaging';

const M = Msg.reports;
const notPhone = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
const day = (value: string | null) => (value ? shownDay(value) : '—');
const joined = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' — ');

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** One figure of the totals: a label over a large value. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="xl" fw={700}>
        {value}
      </Text>
    </Card>
  );
}

/** The story of one job as loaded: facts, origin, totals, tasks, holders, due dates and timeline. */
export function JobStoryView({ story }: { story: JobStoryResponse }) {
  const { job, request, approval, totals } = story;
  return (
    <Stack gap="md">
      <Section id="story-job" title={`Job ${job.job_no}`}>
        {job.canceled && (
          <Alert
            color="red"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={Msg.jobAdmin.canceledJobLabel}
          >
            This job was canceled.
          </Alert>
        )}
        <Group gap="xs">
          <Badge variant="light">{job.progress_label}</Badge>
          <Badge variant="outline" color="gray">
            {job.kind_label}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <Fact label="Title" wide>
            {job.job_title}
          </Fact>
          <Fact label="Description" wide>
            {job.job_description}
          </Fact>
          <Fact label="Customer">{joined(job.customer_name, job.customer_code)}</Fact>
          <Fact label="Branch">{job.branch_name}</Fact>
          <Fact label="System">{job.system}</Fact>
          <Fact label="Category">{job.category}</Fact>
          <Fact label="Department">{job.division}</Fact>
          <Fact label="Employee">{job.employee}</Fact>
          <Fact label="Requested by">{job.requested_emp}</Fact>
          <Fact label="Coordinator">{job.job_coordinator}</Fact>
          <Fact label="Created">{joined(shownInstant(job.created_at), job.created_by_name)}</Fact>
          <Fact label="Due date">{day(job.due_date)}</Fact>
          <Fact label="Priority">{job.priority_label}</Fact>
          <Fact label="Charge">{job.payment_mode}</Fact>
          {job.remarks && (
            <Fact label="Remarks" wide>
              {job.remarks}
            </Fact>
          )}
        </SimpleGrid>
      </Section>

      <Section id="story-origin" title="Where it came from">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label="Request">
            {request
              ? joined(
                  request.request_no,
                  shownInstant(request.created_at),
                  request.created_by,
                  request.status,
                )
              : 'Not from a job request'}
          </Fact>
          <Fact label="Approval">
            {approval
              ? joined(
                  approval.approval_no,
                  approval.status,
                  approval.decided_by && `by ${approval.decided_by}`,
                  approval.decided_at && shownInstant(approval.decided_at),
                  approval.approved_with && `approved with ${approval.approved_with}`,
                  approval.remark,
                )
              : 'No approval was needed'}
          </Fact>
          <Fact label="Agreement status">{job.amc_status}</Fact>
        </SimpleGrid>
        <Text size="xs" c="dimmed" fw={600} tt="uppercase">
          Agreements on the day it was created
        </Text>
        {story.agreements.length ? (
          <Stack gap={4}>
            {story.agreements.map((a) => (
              <Text size="sm" key={a.number}>
                <b>{a.number}</b> — {a.type}, {a.status}, {shownDay(a.valid_from)} to {shownDay(a.valid_to)}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text size="sm">No agreement of the branch was valid that day.</Text>
        )}
      </Section>

      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" aria-label="Totals">
        <Figure label="Tasks" value={String(totals.task_count)} />
        <Figure label="Most likely" value={`${formatHours(totals.most_likely_hours)} h`} />
        <Figure label="Expected" value={`${formatHours(totals.expected_hours)} h`} />
        <Figure label="Spent" value={formatMinutes(totals.spent_minutes)} />
        <Figure label="Of it QC" value={formatMinutes(totals.check_minutes)} />
        <Figure label="Sent back" value={String(totals.send_backs)} />
      </SimpleGrid>

      <Section id="story-tasks" title="Tasks">
        <DataTable<JobStoryTaskRow>
          withTableBorder
          borderRadius="md"
          striped
          minHeight={story.tasks.length ? undefined : 150}
          idAccessor={(r) => `${r.task_id}-${r.task_user_id ?? 'none'}`}
          noRecordsText={M.noTasks}
          {...scrollFrame('Tasks')}
          records={story.tasks}
          columns={[
            { accessor: 'task_no', title: 'No' },
            { accessor: 'task_name', title: 'Task', cellsStyle: () => ({ minWidth: 180 }) },
            {
              accessor: 'estimates',
              title: 'O / ML / P (h)',
              noWrap: true,
              render: (r) =>
                `${formatHours(r.optimistic)} / ${formatHours(r.most_likely)} / ${formatHours(r.pessimistic)}`,
            },
            {
              accessor: 'expected',
              title: 'Expected',
              textAlign: 'right',
              render: (r) => formatHours(r.expected),
            },
            { accessor: 'assignee', title: 'Assigned to', render: (r) => r.assignee ?? '—' },
            { accessor: 'checker', title: 'QC', render: (r) => r.checker ?? '—' },
            {
              accessor: 'plan_date',
              title: 'Plan',
              noWrap: true,
              visibleMediaQuery: notPhone,
              render: (r) => day(r.plan_date),
            },
            {
              accessor: 'due_date',
              title: 'Due',
              noWrap: true,
              visibleMediaQuery: notPhone,
              render: (r) => day(r.due_date),
            },
            {
              accessor: 'started_at',
              title: 'Started',
              noWrap: true,
              visibleMediaQuery: notPhone,
              render: (r) => (r.started_at ? shownInstant(r.started_at) : '—'),
            },
            {
              accessor: 'finished_at',
              title: 'Finished',
              noWrap: true,
              visibleMediaQuery: notPhone,
              render: (r) => (r.finished_at ? shownInstant(r.finished_at) : '—'),
            },
            {
              accessor: 'spent_minutes',
              title: 'Spent',
              noWrap: true,
              textAlign: 'right',
              render: (r) => formatMinutes(r.spent_minutes),
            },
            {
              accessor: 'check_minutes',
              title: 'QC time',
              noWrap: true,
              textAlign: 'right',
              render: (r) => formatMinutes(r.check_minutes),
            },
            { accessor: 'attempts', title: 'Attempts', textAlign: 'right' },
            { accessor: 'send_backs', title: 'Sent back', textAlign: 'right' },
            { accessor: 'status', title: 'Status' },
          ]}
        />
      </Section>

      <Section id="story-holders" title="Holders and the HOD’s decision">
        {story.holders.length ? (
          <DataTable
            withTableBorder
            borderRadius="md"
            idAccessor="job_user_id"
            {...scrollFrame('Holders')}
            records={story.holders}
            columns={[
              { accessor: 'name', title: 'Employee' },
              { accessor: 'role', title: 'Role' },
              { accessor: 'finished', title: 'Finished' },
              {
                accessor: 'finished_at',
                title: 'At',
                render: (h) => (h.finished_at ? shownInstant(h.finished_at) : '—'),
              },
              { accessor: 'reviewed_by', title: 'Reviewed by', render: (h) => h.reviewed_by ?? '—' },
              { accessor: 'review_reason', title: 'Reason', render: (h) => h.review_reason ?? '—' },
            ]}
          />
        ) : (
          <Text size="sm" c="dimmed">
            Nobody holds this job yet.
          </Text>
        )}
      </Section>

      {story.due_date_changes.length > 0 && (
        <Section id="story-due" title="Due date changes">
          <Stack gap={4}>
            {story.due_date_changes.map((c) => (
              <Text size="sm" key={c.at}>
                {shownInstant(c.at)}: {day(c.previous_due_date)} → {day(c.due_date)}
                {c.name ? ` by ${c.name}` : ''} — {c.reason}
              </Text>
            ))}
          </Stack>
        </Section>
      )}

      <Section id="story-timeline" title="Timeline">
        <JobStoryTimeline events={story.timeline} total={story.timeline_total} />
      </Section>
    </Stack>
  );
}
