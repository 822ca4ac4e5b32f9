import { Modal, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { JobRequestView } from '@jobline/shared';
import { RequestStatusBadge } from './requestStatus';
import { shownDay, shownInstant } from '../../../components/format';
import { Fact } from '../../../components/Fact';

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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label="Requested at">{shownInstant(request.created_at)}</Fact>
            <Fact label="Request Id">{request.request_id}</Fact>
            <Fact label="Status">
              <RequestStatusBadge status={request.status} name={request.status_name} />
            </Fact>
            <Fact label="Customer">{`${request.customer} (${request.customer_code})`}</Fact>
            <Fact label="Branch">{request.branch_name}</Fact>
            <Fact label="Contact person">{request.contact_person}</Fact>
            <Fact label="Contact number">{request.contact_number}</Fact>
            <Fact label="System">{request.system_name}</Fact>
            <Fact label="Job category">{request.job_category}</Fact>
            <Fact label="Due date">{shownDay(request.due_date)}</Fact>
          </SimpleGrid>
          <SimpleGrid cols={1} spacing="sm">
            <Fact label="Description">{request.job_description}</Fact>
            <Fact label="Remarks">{request.remarks}</Fact>
          </SimpleGrid>
        </Stack>
      )}
    </Modal>
  );
}
