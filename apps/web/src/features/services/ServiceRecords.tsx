import 'mantine-datatable/styles.css';
import { useState } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconEye, IconRefresh } from '@tabler/icons-react';
import { DataTable } from 'mantine-datatable';
import { SERVICE_PAGE_SIZE, shiftDay, type ServiceRecord } from '@jobline/shared';
import { DayRangeInput } from '../../components/DayPicker';
import { shownDay, shownInstant } from '../../components/format';
import { QueryError } from '../../components/QueryError';
import { PAGE_SIZE_OPTIONS, pagingText } from '../../components/tablePaging';
import { useCompanyToday } from '../auth/useCompanyToday';
import { namedTable } from '../jobAdmin/namedTable';
import type { DayRange } from './api';
import { useServicePage, useServicesLive } from './queries';
import { ServiceViewModal } from './ServiceViewModal';
import { SiteCell } from './SiteCell';

const wide = (theme: { breakpoints: { md: string } }) => `(min-width: ${theme.breakpoints.md})`;
const widest = (theme: { breakpoints: { xl: string } }) => `(min-width: ${theme.breakpoints.xl})`;
const notPhone = (theme: { breakpoints: { sm: string } }) => `(min-width: ${theme.breakpoints.sm})`;
/** The records table opens on the last 30 days. */
const OPENING_DAYS = 30;

/**
 * The service records table (spec 002 §2): a date range and Load, 15 a page (O-54: the other page
 * sizes offered), newest service date first, a view per row. It follows visits recorded anywhere while
 * open, and with it every service read on the page (cards, visits due).
 */
export function ServiceRecords() {
  const today = useCompanyToday();
  const [picked, setPicked] = useState<[string | null, string | null]>([
    shiftDay(today, -OPENING_DAYS),
    today,
  ]);
  const [range, setRange] = useState<DayRange>({ start: picked[0]!, end: picked[1]! });
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(SERVICE_PAGE_SIZE);
  const [viewing, setViewing] = useState<number | null>(null);
  const records = useServicePage(range, page, perPage);
  useServicesLive();
  const complete = picked[0] !== null && picked[1] !== null;
  const load = () => {
    if (!complete) return;
    setRange({ start: picked[0]!, end: picked[1]! });
    setPage(1);
    // The same range again reads it afresh.
    if (picked[0] === range.start && picked[1] === range.end) void records.refetch();
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="service-records-title">
      <Stack>
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h4" id="service-records-title">
              Service records
            </Title>
            <Text size="sm" c="dimmed">
              Visits whose service date falls in {shownDay(range.start)} – {shownDay(range.end)}
            </Text>
          </div>
          <Group align="flex-end" gap="xs" style={{ flexGrow: 1, justifyContent: 'flex-end' }}>
            <DayRangeInput
              label="Service dates"
              allowSingleDateInRange
              value={picked}
              onChange={(value) => setPicked(value as [string | null, string | null])}
              error={complete ? undefined : 'Pick the first and last day'}
              style={{ flexGrow: 1, maxWidth: 320, minWidth: 220 }}
            />
            <Button
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={load}
              disabled={!complete}
              loading={records.isFetching && !records.isPending}
            >
              Load
            </Button>
          </Group>
        </Group>
        {records.isError ? (
          <QueryError
            what="the service records"
            error={records.error}
            onRetry={() => void records.refetch()}
          />
        ) : (
          <DataTable<ServiceRecord>
            tableRef={namedTable('Service records')}
            withTableBorder
            borderRadius="md"
            striped
            highlightOnHover
            minHeight={records.data?.data.length ? undefined : 180}
            records={records.data?.data ?? []}
            idAccessor="id"
            fetching={records.isFetching}
            loadingText="Loading service records…"
            noRecordsText="No service records in these dates"
            totalRecords={records.data?.total ?? 0}
            page={page}
            recordsPerPage={perPage}
            onPageChange={setPage}
            recordsPerPageOptions={PAGE_SIZE_OPTIONS}
            onRecordsPerPageChange={(size) => {
              setPerPage(size);
              setPage(1);
            }}
            {...pagingText('Records')}
            columns={[
              {
                accessor: 'service_date',
                title: 'Service Date',
                noWrap: true,
                visibleMediaQuery: notPhone,
                render: (r) => shownDay(r.service_date),
              },
              {
                accessor: 'customer_name',
                title: 'Customer / Branch',
                render: (r) => (
                  <SiteCell
                    customer={r.customer_name}
                    branch={r.branch_name}
                    phoneTop={
                      <Text size="sm" fw={600}>
                        {shownDay(r.service_date)}
                      </Text>
                    }
                    phoneBottom={
                      <Text size="xs" c="dimmed">
                        {r.agreement_number} · {r.job_card_no}
                      </Text>
                    }
                  />
                ),
              },
              { accessor: 'agreement_number', title: 'Agreement', noWrap: true, visibleMediaQuery: notPhone },
              { accessor: 'job_card_no', title: 'Job Card No', noWrap: true, visibleMediaQuery: notPhone },
              {
                accessor: 'employees',
                title: 'Employees',
                visibleMediaQuery: wide,
                render: (r) => r.employees.map((e) => e.name).join(', '),
              },
              { accessor: 'pos_count', title: 'POS', textAlign: 'right', visibleMediaQuery: wide },
              { accessor: 'server_count', title: 'Servers', textAlign: 'right', visibleMediaQuery: wide },
              { accessor: 'terminal_count', title: 'Terminals', textAlign: 'right', visibleMediaQuery: wide },
              {
                accessor: 'created_at',
                title: 'Recorded',
                noWrap: true,
                visibleMediaQuery: widest,
                render: (r) => shownInstant(r.created_at),
              },
              {
                accessor: 'actions',
                title: <VisuallyHidden>Action</VisuallyHidden>,
                textAlign: 'right',
                width: 56,
                render: (r) => (
                  <Tooltip label="View">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`View service record ${r.job_card_no}`}
                      onClick={() => setViewing(r.id)}
                    >
                      <IconEye size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                ),
              },
            ]}
          />
        )}
      </Stack>
      <ServiceViewModal serviceId={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}
