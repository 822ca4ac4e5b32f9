import { Modal, SimpleGrid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fact } from '../../components/Fact';
import { shownDay, shownInstant } from '../../components/format';
import { PageLoader } from '../../components/Loaders';
import { QueryError } from '../../components/QueryError';
import { useService } from './queries';

/** The per-row view of one service record (GET service/{id}); full screen on a phone. */
export function ServiceViewModal({ serviceId, onClose }: { serviceId: number | null; onClose(): void }) {
  const small = useMediaQuery('(max-width: 48em)');
  const service = useService(serviceId);
  const visit = service.data;
  return (
    <Modal
      opened={serviceId !== null}
      onClose={onClose}
      fullScreen={small}
      size="lg"
      title={visit ? `Service record ${visit.job_card_no}` : 'Service record'}
    >
      {service.isError ? (
        <QueryError what="the service record" error={service.error} onRetry={() => void service.refetch()} />
      ) : !visit ? (
        <PageLoader />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <Fact label="Customer">{visit.customer_name}</Fact>
          <Fact label="Branch">{visit.branch_name}</Fact>
          <Fact label="Agreement">{visit.agreement_number}</Fact>
          <Fact label="Service date">{shownDay(visit.service_date)}</Fact>
          <Fact label="Job card no">{visit.job_card_no}</Fact>
          <Fact label="Employees">{visit.employees.map((e) => e.name).join('\n')}</Fact>
          <Fact label="POS count">{String(visit.pos_count)}</Fact>
          <Fact label="Server count">{String(visit.server_count)}</Fact>
          <Fact label="Terminal count">{String(visit.terminal_count)}</Fact>
          <Fact label="Recorded">
            {`${shownInstant(visit.created_at)}${visit.created_by ? ` by ${visit.created_by.name}` : ''}`}
          </Fact>
        </SimpleGrid>
      )}
    </Modal>
  );
}
