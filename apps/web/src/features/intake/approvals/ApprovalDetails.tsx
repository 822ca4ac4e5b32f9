import type { ReactNode } from 'react';
import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  JOB_FORM_PRIORITIES,
  JOB_PRIORITY_LABELS,
  type JobPriority,
  type PendingApprovalView,
} from '@jobline/shared';
import { BranchLights } from '../jobForm/BranchLights';
import { shownDay, shownInstant } from '../requests/requestStatus';

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <Text size="xs" fw={600} c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

const priorityLabel = (p: number) =>
  JOB_FORM_PRIORITIES.find((x) => x.value === p)?.label ?? JOB_PRIORITY_LABELS[p as JobPriority] ?? String(p);
const money = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The job as it was sent for approval, read-only, with the branch's lights (screens §3.6). */
export function ApprovalDetails({ approval, today }: { approval: PendingApprovalView; today: string }) {
  const a = approval;
  const passed = a.due_date < today;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="approval-details-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="approval-details-title">
          {a.pending_approval_id}: {a.job_title}
        </Title>
        <BranchLights branchId={a.location_id} branchName={a.branch_name} lights={a.lights} />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" component="dl" m={0}>
          <Field label="Customer">{`${a.customer.customer_name} (${a.customer.customer_code})`}</Field>
          <Field label="Location">{a.branch_name}</Field>
          <Field label="System">{a.system_name}</Field>
          <Field label="Category">{a.job_category}</Field>
          <Field label="Job type">{a.job_type_name}</Field>
          <Field label="Priority">{priorityLabel(a.priority)}</Field>
          <Field label="Division">{a.division}</Field>
          <Field label="Employee">{a.employee}</Field>
          <Field label="Requested employee">{a.requested_emp}</Field>
          <Field label="Job coordinator">{a.job_coordinator}</Field>
          <Field label="Contact person">{a.contact_person}</Field>
          <Field label="Contact number">{a.contact_number}</Field>
          <Field label="Due date">
            {shownDay(a.due_date)}{' '}
            {passed && (
              <Badge
                color="red"
                variant="light"
                c="red.9"
                size="sm"
                styles={{ label: { textTransform: 'none' } }}
              >
                Passed
              </Badge>
            )}
          </Field>
          <Field label="Sent by">{`${a.user.name}, ${shownInstant(a.created_at)}`}</Field>
          <Field label="From request">{a.request_id}</Field>
          {a.estimates && (
            <Field label="Estimate" wide>
              {`${a.estimates.estimate_no}: ${money(a.estimates.estimate_amount)}, billed ${money(a.estimates.billed_amount)}, confirmed ${shownDay(a.estimates.confired_date)}, collector ${a.estimates.collector_name ?? '—'}`}
            </Field>
          )}
          <Field label="Job description" wide>
            {a.job_description}
          </Field>
          <Field label="Remarks" wide>
            {a.remarks}
          </Field>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
