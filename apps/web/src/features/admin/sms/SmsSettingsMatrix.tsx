import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { SmsSettingsChange, SmsSettingsResponse } from '@jobline/shared';
import { ApiError } from '../../../api/client';
import { notifyError } from '../../../components/notify';
import { QueryError } from '../../../components/QueryError';
import { useChangeSmsSettings, useSmsSettings } from './queries';

type Director = SmsSettingsResponse['directors'][number];
type Department = SmsSettingsResponse['departments'][number];
/** Only the directors whose ticks the user changed; the others follow the server. */
type Draft = Record<number, number[]>;

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** The refusal's field messages, by the director of the sent row they name ("0.departments.1"). */
function errorsByDirector(error: unknown, sent: SmsSettingsChange): Record<number, string> {
  if (!(error instanceof ApiError)) return {};
  const found: Record<number, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const row = sent[Number(field.split('.')[0])];
    if (row) found[row.director_id] ??= message;
  }
  return found;
}

/**
 * SMS Settings (R-204): which departments' events text which director. A grid of directors by
 * departments on a wide screen, one card per director on a phone; Update sends the directors changed.
 */
export function SmsSettingsMatrix() {
  const settings = useSmsSettings();
  const change = useChangeSmsSettings();
  const [draft, setDraft] = useState<Draft>({});
  const [refused, setRefused] = useState<{ message: string; rows: Record<number, string> } | null>(null);
  const phone = useMediaQuery('(max-width: 48em)');

  if (settings.isPending) {
    return <Skeleton height={180} radius="md" aria-label="Loading the SMS settings" />;
  }
  if (settings.isError) {
    return (
      <QueryError what="the SMS settings" error={settings.error} onRetry={() => void settings.refetch()} />
    );
  }

  const { directors, departments } = settings.data;
  const saved = new Map(settings.data.settings.map((s) => [s.director_id, s.departments]));
  const wanted = (id: number) => draft[id] ?? saved.get(id) ?? [];
  const changed = directors.filter((d) => !sameSet(wanted(d.id), saved.get(d.id) ?? []));
  const toggle = (director: number, department: number, on: boolean) =>
    setDraft((d) => {
      const current = d[director] ?? saved.get(director) ?? [];
      const next = on ? [...current, department] : current.filter((x) => x !== department);
      return { ...d, [director]: departments.map((x) => x.id).filter((id) => next.includes(id)) };
    });

  const save = () => {
    const body: SmsSettingsChange = changed.map((d) => ({ director_id: d.id, departments: wanted(d.id) }));
    setRefused(null);
    change.mutate(body, {
      onSuccess: () => setDraft({}),
      onError: (error) => {
        const rows = errorsByDirector(error, body);
        if (Object.keys(rows).length) setRefused({ message: error.message, rows });
        else notifyError(error);
      },
    });
  };

  const box = (director: Director, department: Department, label: string) => (
    <Checkbox
      checked={wanted(director.id).includes(department.id)}
      onChange={(e) => toggle(director.id, department.id, e.currentTarget.checked)}
      disabled={change.isPending}
      label={phone ? label : undefined}
      aria-label={phone ? undefined : label}
      data-testid={`sms-${director.id}-${department.id}`}
    />
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="sms-settings-title">
      <div>
        <Title order={3} size="h4" id="sms-settings-title">
          SMS Settings
        </Title>
        <Text size="sm" c="dimmed">
          Tick the departments each director is texted about: a job sent for approval and a finished job
          rejected by its head.
        </Text>
      </div>
      {directors.length === 0 || departments.length === 0 ? (
        <Alert variant="light" color="gray">
          {directors.length === 0
            ? 'There are no active directors. Give an employee the Director role to choose who is texted.'
            : 'There are no departments yet.'}
        </Alert>
      ) : phone ? (
        <Stack gap="sm">
          {directors.map((d) => (
            <Paper key={d.id} withBorder radius="md" p="sm">
              <DirectorName director={d} error={refused?.rows[d.id]} />
              <SimpleGrid cols={1} spacing={8} mt="xs" role="group" aria-label={`Departments for ${d.name}`}>
                {departments.map((dep) => (
                  <div key={dep.id}>{box(d, dep, dep.name)}</div>
                ))}
              </SimpleGrid>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={160 + departments.length * 110}>
          <Table withTableBorder striped verticalSpacing="sm" aria-labelledby="sms-settings-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Director</Table.Th>
                {departments.map((dep) => (
                  <Table.Th key={dep.id} scope="col" ta="center">
                    {dep.name}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {directors.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Th scope="row" fw="normal">
                    <DirectorName director={d} error={refused?.rows[d.id]} />
                  </Table.Th>
                  {departments.map((dep) => (
                    <Table.Td key={dep.id}>
                      <Group justify="center">{box(d, dep, `${dep.name} for ${d.name}`)}</Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {refused && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {refused.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {changed.length > 0 && (
          <Text size="sm" c="dimmed" mr="auto" role="status">
            {changed.length === 1 ? '1 director changed' : `${changed.length} directors changed`}, not saved
            yet
          </Text>
        )}
        <Button
          variant="default"
          disabled={changed.length === 0 || change.isPending}
          onClick={() => {
            setDraft({});
            setRefused(null);
          }}
        >
          Discard changes
        </Button>
        <Button onClick={save} disabled={changed.length === 0} loading={change.isPending}>
          Update
        </Button>
      </Group>
    </Stack>
  );
}

function DirectorName({ director, error }: { director: Director; error?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {director.name}
      </Text>
      {director.mobile ? (
        <Text size="xs" c="dimmed">
          {director.mobile}
        </Text>
      ) : (
        <Badge color="orange" variant="light" size="sm" style={{ alignSelf: 'flex-start' }}>
          No mobile number
        </Badge>
      )}
      {error && (
        <Text size="xs" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
