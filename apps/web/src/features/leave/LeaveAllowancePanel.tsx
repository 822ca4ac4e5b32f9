import { useState } from 'react';
import { Button, Card, Center, Group, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Msg, type LeaveBalance } from '@jobline/shared';
import { EmployeePicker } from '../../components/EmployeePicker';
import { Busy } from '../../components/Loaders';
import { notifyError, notifySuccess } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { useCompanyToday } from '../auth/useCompanyToday';
import { useLeaveBalance, useSaveAllowance } from './queries';
import { StaleSaveAlert, useStaleSave } from '../../components/StaleSave';

/**
 * Leave allowances (for holders of Employee, 30): one employee's allowance of each kind for a year;
 * without one of their own the company default applies.
 */
export function LeaveAllowancePanel() {
  const today = useCompanyToday();
  const [userId, setUserId] = useState<number | null>(null);
  const [year, setYear] = useState<number>(Number(today.slice(0, 4)));
  const validYear = year >= 2000 && year <= 2100;
  const balance = useLeaveBalance(userId && validYear ? year : null, userId ?? undefined);
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            Leave allowances
          </Title>
          <Text size="sm" c="dimmed">
            A year’s leave of one employee. Without an allowance of their own, the company default applies.
          </Text>
        </div>
        <Group align="flex-end" gap="sm">
          <EmployeePicker
            label="Employee"
            placeholder="Search by name or code"
            value={userId}
            onChange={(id) => setUserId(id)}
            w={{ base: '100%', sm: 320 }}
          />
          <NumberInput
            label="Year"
            value={year}
            onChange={(value) => setYear(Number(value) || 0)}
            min={2000}
            max={2100}
            allowDecimal={false}
            error={validYear ? undefined : Msg.leave.yearInvalid}
            w={120}
          />
        </Group>
        {!userId ? null : balance.isPending ? (
          <Center py="sm">
            <Busy size="sm" label="Loading the allowance" />
          </Center>
        ) : balance.isError ? (
          <QueryError what="the allowance" error={balance.error} onRetry={() => void balance.refetch()} />
        ) : (
          // Another employee or year starts the form afresh; a change of the allowance elsewhere keeps
          // what was typed (a save over it is checked against the version).
          <AllowanceForm key={`${balance.data.user_id}-${balance.data.year}`} balance={balance.data} />
        )}
      </Stack>
    </Card>
  );
}

function AllowanceForm({ balance }: { balance: LeaveBalance }) {
  const save = useSaveAllowance();
  // Only what the user typed is kept; the rest follows the saved allowance, also when it changes
  // elsewhere while the form is open.
  const [edits, setEdits] = useState<Record<number, number | ''>>({});
  const values: Record<number, number | ''> = Object.fromEntries(
    balance.kinds.map((k) => [k.kind, k.kind in edits ? edits[k.kind]! : k.allowance]),
  );
  const changed = balance.kinds.filter((k) => values[k.kind] !== k.allowance);
  const invalid = balance.kinds.some((k) => {
    const v = values[k.kind];
    return v === '' || v === undefined || v < 0 || v > 366 || !Number.isInteger(v);
  });

  const stale = useStaleSave();
  /** Saves each changed kind in turn, each over the version the one before it left. */
  const submit = async (over?: number) => {
    stale.clear();
    try {
      let message = '';
      let version = over ?? balance.version;
      let overwrite = over !== undefined;
      for (const k of changed) {
        const result = await save.mutateAsync({
          user_id: balance.user_id,
          year: balance.year,
          kind: k.kind as 1 | 2 | 3,
          allowance: Number(values[k.kind]),
          version,
          ...(overwrite ? { overwrite } : {}),
        });
        message = result.message;
        version = result.balance.version;
        overwrite = false;
      }
      setEdits({});
      if (message) notifySuccess(message);
    } catch (error) {
      // Someone changed the employee meanwhile: the figures typed stay, the alert shows theirs.
      if (!stale.caught(error)) notifyError(error);
    }
  };
  const loadTheirs = () => {
    setEdits({});
    stale.clear();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="sm">
        {stale.conflict && (
          <StaleSaveAlert
            conflict={stale.conflict}
            saving={save.isPending}
            onLoadTheirs={loadTheirs}
            onSaveMine={() => void submit(stale.conflict!.version)}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {balance.kinds.map((k) => (
            <NumberInput
              key={k.kind}
              label={`${k.label} in ${balance.year}`}
              description={`${k.custom ? 'Set for this employee' : 'Company default'} · taken ${k.taken}, pending ${k.pending}`}
              value={values[k.kind]}
              onChange={(value) => setEdits((v) => ({ ...v, [k.kind]: value === '' ? '' : Number(value) }))}
              min={0}
              max={366}
              allowDecimal={false}
              allowNegative={false}
              error={values[k.kind] === '' ? Msg.leave.allowanceInvalid : undefined}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" disabled={!changed.length || invalid} loading={save.isPending}>
            Save allowances
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
