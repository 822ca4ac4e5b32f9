import 'mantine-datatable/styles.css';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconCards } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { Link } from 'react-router';
import { CategoryId, Perm, SERVICE_DIVISION_ID, STORED_JOB_TYPES, type DueVisit } from '@jobline/shared';
import { shownDay } from '../../components/format';
import { QueryError } from '../../components/QueryError';
import { PAGE_SIZE_OPTIONS, pagingText, useClientPaging } from '../../components/tablePaging';
import { useAuth } from '../auth/AuthProvider';
import { newJobWith } from '../intake/newJob/jobPrefill';
import { namedTable } from '../jobAdmin/namedTable';
import type { PickedAgreement } from './AgreementPickers';
import { useDueVisits } from './queries';
import { SiteCell } from './SiteCell';

const notPhone = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
/** A service visit is work on site. */
const ON_SITE_JOB_TYPE = STORED_JOB_TYPES.indexOf('On Site') + 1;

const visitOf = (v: DueVisit) => `Service visit ${v.visit_no} of ${v.agreement_number}`;

/** New Job for the service division at the agreement's branch, due by the visit's day (today when late). */
export const planVisitLink = (v: DueVisit, today: string) =>
  newJobWith({
    customer_id: v.customer_id,
    location_id: v.branch_id,
    division_id: SERVICE_DIVISION_ID,
    job_category_id: CategoryId.HARDWARE_SUPPORT_29,
    job_type: ON_SITE_JOB_TYPE,
    due_date: v.due_date < today ? today : v.due_date,
    job_title: visitOf(v),
    job_description: `Service visit ${v.visit_no} of the ${v.visits_included} that agreement ${v.agreement_number} includes at ${v.branch_name}, due by ${shownDay(v.due_date)}.`,
    origin: visitOf(v),
  });

function StateBadge({ visit }: { visit: DueVisit }) {
  return visit.state === 'overdue' ? (
    <Badge color="red" variant="light" c="red.9" tt="none">
      {visit.behind > 1 ? `Overdue, ${visit.behind} behind` : 'Overdue'}
    </Badge>
  ) : (
    <Badge color="yellow" variant="light" c="dark.7" tt="none">
      Due soon
    </Badge>
  );
}

/**
 * The agreements owing a visit (screens §9.8, beyond the spec): each agreement in force whose next
 * included visit is overdue or due within 30 days, earliest first. Show opens its cards above; Plan
 * visit opens New Job filled in for the service division at its branch.
 */
export function DueVisits({ onShow }: { onShow(pick: PickedAgreement): void }) {
  const due = useDueVisits();
  const paging = useClientPaging(due.data?.visits ?? []);
  const today = due.data?.today ?? '';
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="due-visits-title">
      <Stack>
        <div>
          <Title order={2} size="h4" id="due-visits-title">
            Visits due
          </Title>
          <Text size="sm" c="dimmed">
            Agreements whose next included visit is overdue or due within 30 days.
          </Text>
        </div>
        {due.isError ? (
          <QueryError what="the visits due" error={due.error} onRetry={() => void due.refetch()} />
        ) : (
          <DataTable<DueVisit>
            tableRef={namedTable('Visits due')}
            withTableBorder
            borderRadius="md"
            striped
            minHeight={paging.records.length ? undefined : 150}
            idAccessor="agreement_id"
            fetching={due.isPending}
            loadingText="Loading the visits due…"
            noRecordsText="No agreement owes a visit in the next 30 days"
            {...paging}
            recordsPerPageOptions={PAGE_SIZE_OPTIONS}
            {...pagingText('Agreements')}
            columns={[
              {
                accessor: 'due_date',
                title: 'Due By',
                noWrap: true,
                visibleMediaQuery: notPhone,
                render: (v) => (
                  <Stack gap={4} align="flex-start">
                    <Text size="sm">{shownDay(v.due_date)}</Text>
                    <StateBadge visit={v} />
                  </Stack>
                ),
              },
              {
                accessor: 'customer_name',
                title: 'Customer / Branch',
                render: (v) => (
                  <SiteCell
                    customer={v.customer_name}
                    branch={v.branch_name}
                    phoneTop={
                      <Group gap="xs">
                        <Text size="sm" fw={600}>
                          {shownDay(v.due_date)}
                        </Text>
                        <StateBadge visit={v} />
                      </Group>
                    }
                    phoneBottom={
                      <Stack gap={6}>
                        <Text size="xs" c="dimmed">
                          {v.agreement_number} · visit {v.visit_no} of {v.visits_included}
                        </Text>
                        <VisitActions visit={v} today={today} onShow={onShow} />
                      </Stack>
                    }
                  />
                ),
              },
              { accessor: 'agreement_number', title: 'Agreement', noWrap: true, visibleMediaQuery: notPhone },
              {
                accessor: 'visit_no',
                title: 'Visit',
                noWrap: true,
                visibleMediaQuery: notPhone,
                render: (v) => `${v.visit_no} of ${v.visits_included}`,
              },
              {
                accessor: 'actions',
                title: 'Actions',
                textAlign: 'right',
                visibleMediaQuery: notPhone,
                render: (v) => <VisitActions visit={v} today={today} onShow={onShow} />,
              },
            ]}
          />
        )}
      </Stack>
    </Card>
  );
}

function VisitActions({
  visit: v,
  today,
  onShow,
}: {
  visit: DueVisit;
  today: string;
  onShow(pick: PickedAgreement): void;
}) {
  const { can } = useAuth();
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="subtle"
        leftSection={<IconCards size={14} aria-hidden />}
        aria-label={`Cards of ${v.agreement_number}`}
        onClick={() => onShow({ customer: v.customer_id, branch: v.branch_id, agreement: v.agreement_id })}
      >
        Cards
      </Button>
      {can(Perm.NEW_JOB) && (
        <Button
          size="compact-sm"
          variant="light"
          component={Link}
          to={planVisitLink(v, today)}
          leftSection={<IconCalendarPlus size={14} aria-hidden />}
          aria-label={`Plan visit ${v.visit_no} of ${v.agreement_number}`}
        >
          Plan visit
        </Button>
      )}
    </Group>
  );
}
