import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { JobRequestView } from '@jobline/shared';
import { RequestStatusBadge, shownDay, shownInstant } from './requestStatus';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={600} c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** The job request detail modal (screens §3.4). */
export function RequestDetailModal({
  request,
  onClose,
}: {
  request: JobRequestView | null;
  onClose(): void;
}) {
  const small = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={request !== null}
      onClose={onClose}
      title={request ? `Job request ${request.request_id}` : 'Job request'}
      size="lg"
      fullScreen={small}
    >
      {request && (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" component="dl" m={0}>
            <Field label="Requested at">{shownInstant(request.created_at)}</Field>
            <Field label="Request Id">{request.request_id}</Field>
            <Field label="Status">
              <RequestStatusBadge status={request.status} name={request.status_name} />
            </Field>
            <Field label="Customer">{`${request.customer} (${request.customer_code})`}</Field>
            <Field label="Branch">{request.branch_name}</Field>
            <Field label="Contact person">{request.contact_person}</Field>
            <Field label="Contact number">{request.contact_number}</Field>
            <Field label="System">{request.system_name}</Field>
            <Field label="Job category">{request.job_category}</Field>
            <Field label="Due date">{shownDay(request.due_date)}</Field>
          </SimpleGrid>
          <SimpleGrid cols={1} spacing="sm" component="dl" m={0}>
            <Field label="Description">{request.job_description}</Field>
            <Field label="Remarks">{request.remarks}</Field>
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}
