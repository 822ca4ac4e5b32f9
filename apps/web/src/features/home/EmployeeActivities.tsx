import { Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { Feature, Msg } from '@jobline/shared';
import { QueryError } from '../../components/QueryError';
import { useFeatureOn } from '../admin/features/featureSwitches';
import { useUser } from '../auth/AuthProvider';
import { worksheetRights } from '../worksheets/worksheetFilters';
import { useDivisions } from '../intake/lookups';
import { EmployeeCard } from './EmployeeCard';
import { FloorAlertStrip } from './FloorAlertStrip';
import { alertsNow } from './floorClock';
import { useFloor, useNow } from './queries';

const M = Msg.floor;
/** The spec's eight placeholder cards while the floor loads. */
const PLACEHOLDERS = 8;
const GRID = { base: 1, sm: 2, lg: 3, xl: 4 } as const;

const divisionParam = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/** Home / Employee Activities (screens.md §2.2): one live card per employee of a division. */
export function EmployeeActivities() {
  const user = useUser();
  const liveAlerts = useFeatureOn(Feature.LIVE_ALERTS);
  const [params, setParams] = useSearchParams();
  const asked = divisionParam(params.get('division'));
  const floor = useFloor(asked);
  const divisions = useDivisions();
  const deviceNow = useNow();
  const data = floor.data;
  const shown = data?.division_id ?? asked ?? user.division_id ?? null;
  // Names open the employee summary where the server would allow it (the worksheet's 36 and 35).
  const rights = worksheetRights(user);
  const opensSummaries = rights.employee && (shown === user.division_id || rights.department);
  const choices = (divisions.data ?? [])
    .filter((d) => data?.all_divisions || d.id === shown)
    .map((d) => ({ value: String(d.id), label: d.name }));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {M.title}
        </Title>
        {data && !data.all_divisions ? (
          // A head sees their own division only: say which, rather than offer a choice that is not one.
          <Stack gap={0} data-testid="division-fixed">
            <Text size="sm" fw={500}>
              {M.division}
            </Text>
            <Text size="lg" fw={600}>
              {choices[0]?.label ?? ''}
            </Text>
          </Stack>
        ) : (
          <Select
            label={M.division}
            data={choices}
            value={shown === null ? null : String(shown)}
            onChange={(value) => value && setParams({ division: value })}
            allowDeselect={false}
            w={{ base: '100%', xs: 260 }}
            data-testid="division-select"
          />
        )}
      </Group>
      {floor.isError ? (
        <QueryError what="the employee activities" error={floor.error} onRetry={() => void floor.refetch()} />
      ) : !data ? (
        <SimpleGrid cols={GRID} aria-busy="true">
          <VisuallyHidden role="status">Loading employee activities…</VisuallyHidden>
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <Card withBorder key={i} padding="md" radius="md" data-testid="card-placeholder">
              <Group gap="sm">
                <Skeleton circle height={38} />
                <Skeleton height={12} width="50%" />
              </Group>
              <Skeleton height={10} mt="md" />
              <Skeleton height={10} mt={8} width="70%" />
              <Skeleton height={10} mt={8} width="40%" />
            </Card>
          ))}
        </SimpleGrid>
      ) : data.employees.length === 0 ? (
        <Card withBorder padding="xl" radius="md">
          <Stack align="center" gap={4}>
            <IconUsersGroup size={32} color="var(--mantine-color-gray-6)" aria-hidden />
            <Text fw={600}>{M.noEmployees}</Text>
            <Text size="sm" c="dimmed">
              {M.noEmployeesText}
            </Text>
          </Stack>
        </Card>
      ) : (
        <>
          {liveAlerts && <FloorAlertStrip floor={data} alerts={alertsNow(data, deviceNow)} />}
          <SimpleGrid cols={GRID} data-testid="employee-cards">
            {data.employees.map((card) => (
              <EmployeeCard
                key={card.id}
                card={card}
                floor={data}
                deviceNow={deviceNow}
                summaryLink={card.id === user.id || opensSummaries}
              />
            ))}
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}
