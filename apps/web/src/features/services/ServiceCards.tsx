import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Msg, nextVisit, serviceCards, type ServiceRecord } from '@jobline/shared';
import { useCompanyToday } from '../auth/useCompanyToday';
import { shownDay } from '../../components/format';
import { PageLoader } from '../../components/Loaders';
import { QueryError } from '../../components/QueryError';
import { useAgreementServices } from './queries';

/**
 * The two service cards of an agreement: Service No 1 and 2 are its first two visits by
 * date; a card without one shows N/A. Visits beyond the two are listed under them.
 */
export function ServiceCards({ agreementId, onView }: { agreementId: number; onView(id: number): void }) {
  const visits = useAgreementServices(agreementId);
  const today = useCompanyToday();
  if (visits.isError)
    return (
      <QueryError what="the agreement's visits" error={visits.error} onRetry={() => void visits.refetch()} />
    );
  if (visits.isPending) return <PageLoader />;
  const { agreement, services } = visits.data;
  const further = services.slice(2);
  const next = nextVisit(agreement, services.length, today);
  return (
    <Stack gap="sm" component="section" aria-labelledby="service-cards-title">
      <div>
        <Title order={2} size="h4" id="service-cards-title">
          Services of {agreement.agreement_number}
        </Title>
        <Text size="sm" c="dimmed">
          Valid {shownDay(agreement.valid_from)} – {shownDay(agreement.valid_to)};{' '}
          {agreement.visits_per_year === 0
            ? 'includes no service visits'
            : `${agreement.visits_per_year} service visits a year`}
          {next
            ? `. Visit ${next.number} of ${next.included} is due by ${shownDay(next.due_date)}${next.state === 'overdue' ? ' (overdue)' : ''}.`
            : agreement.visits_per_year > 0
              ? '. Every included visit has been made.'
              : '.'}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {serviceCards(services).map((visit, i) => (
          <VisitCard key={i} number={i + 1} visit={visit} onView={onView} />
        ))}
      </SimpleGrid>
      {further.length > 0 && (
        <Text size="sm" c="dimmed">
          Further visits: {further.map((v) => `${shownDay(v.service_date)} (${v.job_card_no})`).join(', ')}
        </Text>
      )}
    </Stack>
  );
}

function VisitCard({
  number,
  visit,
  onView,
}: {
  number: number;
  visit: ServiceRecord | null;
  onView(id: number): void;
}) {
  const title = `Service No ${number}`;
  return (
    <Card withBorder padding="md" component="article" aria-label={title} data-testid="service-card">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{title}</Text>
          {visit ? (
            <Badge color="teal" variant="light" c="dark.7" tt="none">
              {shownDay(visit.service_date)}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" c="dark.6">
              {Msg.services.noRecord}
            </Badge>
          )}
        </Group>
        {visit ? (
          <>
            <Text size="sm">Job card {visit.job_card_no}</Text>
            <Text size="sm">{visit.employees.map((e) => e.name).join(', ')}</Text>
            <Text size="sm" c="dimmed">
              POS {visit.pos_count} · Servers {visit.server_count} · Terminals {visit.terminal_count}
            </Text>
            <Group justify="flex-end">
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconEye size={14} aria-hidden />}
                onClick={() => onView(visit.id)}
                aria-label={`View ${title}`}
              >
                View
              </Button>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No visit recorded yet
          </Text>
        )}
      </Stack>
    </Card>
  );
}
