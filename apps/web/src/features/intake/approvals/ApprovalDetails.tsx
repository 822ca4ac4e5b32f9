import { Badge, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import {
  JOB_FORM_PRIORITIES,
  JOB_PRIORITY_LABELS,
  type JobPriority,
  type PendingApprovalView,
} from '@jobline/shared';
import { BranchLights } from '../jobForm/BranchLights';
import { shownDay, shownInstant } from '../../../components/format';
import { Fact } from '../../../components/Fact';

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
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          <Fact label="Customer">{`${a.customer.customer_name} (${a.customer.customer_code})`}</Fact>
          <Fact label="Location">{a.branch_name}</Fact>
          <Fact label="System">{a.system_name}</Fact>
          <Fact label="Category">{a.job_category}</Fact>
          <Fact label="Job type">{a.job_type_name}</Fact>
          <Fact label="Priority">{priorityLabel(a.priority)}</Fact>
          <Fact label="Division">{a.division}</Fact>
          <Fact label="Employee">{a.employee}</Fact>
          <Fact label="Requested employee">{a.requested_emp}</Fact>
          <Fact label="Job coordinator">{a.job_coordinator}</Fact>
          <Fact label="Contact person">{a.contact_person}</Fact>
          <Fact label="Contact number">{a.contact_number}</Fact>
          <Fact label="Due date">
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
          </Fact>
          <Fact label="Sent by">{`${a.user.name}, ${shownInstant(a.created_at)}`}</Fact>
          <Fact label="From request">{a.request_id}</Fact>
          {a.estimates && (
            <Fact label="Estimate" wide>
              {`${a.estimates.estimate_no}: ${money(a.estimates.estimate_amount)}, billed ${money(a.estimates.billed_amount)}, confirmed ${shownDay(a.estimates.confired_date)}, collector ${a.estimates.collector_name ?? '—'}`}
            </Fact>
          )}
          <Fact label="Job description" wide>
            {a.job_description}
          </Fact>
          <Fact label="Remarks" wide>
            {a.remarks}
          </Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
