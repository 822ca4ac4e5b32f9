import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconRefresh, IconUsers } from '@tabler/icons-react';
import {
  Msg,
  RealtimeEventType,
  SaveRefusal,
  type RecordChangedData,
  type StaleSaveBody,
} from '@jobline/shared';
import { ApiError } from '../api/client';
import { useRealtimeEvent } from '../api/realtime';
import { useAuth } from '../features/auth/AuthProvider';

const M = Msg.staleSaves;

export type StaleConflict = Required<Pick<StaleSaveBody, 'message' | 'version' | 'differences'>> &
  Pick<StaleSaveBody, 'changed_by' | 'changed_at'>;

/** The 409 of a save made from a copy someone else saved since (status 21), or null. */
export function staleConflictOf(error: unknown): StaleConflict | null {
  if (!(error instanceof ApiError) || error.httpStatus !== 409 || error.code !== SaveRefusal.STALE_VERSION)
    return null;
  const body = error.body as StaleSaveBody;
  return {
    message: body.message,
    version: body.version ?? 0,
    differences: body.differences ?? [],
    changed_by: body.changed_by ?? null,
    changed_at: body.changed_at ?? null,
  };
}

/**
 * The conflict a form's last save met, if any. `caught` takes a save's error and says whether it
 * was such a conflict (then the form shows StaleSaveAlert and keeps everything typed).
 */
export function useStaleSave() {
  const [conflict, setConflict] = useState<StaleConflict | null>(null);
  const caught = useCallback((error: unknown) => {
    const found = staleConflictOf(error);
    setConflict(found);
    return found !== null;
  }, []);
  const clear = useCallback(() => setConflict(null), []);
  return { conflict, caught, clear };
}

interface AlertProps {
  conflict: StaleConflict;
  saving: boolean;
  onLoadTheirs(): void;
  /** Saves the form again over their version (conflict.version, audited as an overwrite). */
  onSaveMine(): void;
}

/** Who saved the record meanwhile and when, the fields side by side, and the two ways on. */
export function StaleSaveAlert({ conflict, saving, onLoadTheirs, onSaveMine }: AlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The save was pressed at the foot of the form: bring the news to where the user is.
    ref.current?.scrollIntoView({ block: 'nearest' });
    ref.current?.focus({ preventScroll: true });
  }, [conflict]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color="orange"
      variant="light"
      icon={<IconUsers aria-hidden />}
      title={M.title}
      role="alert"
      data-testid="stale-save"
    >
      <Stack gap="sm">
        <Text size="sm" fw={600}>
          {conflict.message}
        </Text>
        <Text size="sm">{M.keptInput}</Text>
        {conflict.differences.length ? (
          <Table layout="fixed" withTableBorder fz="sm" style={{ overflowWrap: 'anywhere' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{M.field}</Table.Th>
                <Table.Th scope="col">{M.theirs}</Table.Th>
                <Table.Th scope="col">{M.mine}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {conflict.differences.map((d) => (
                <Table.Tr key={d.field}>
                  <Table.Th scope="row" fw={500}>
                    {d.label}
                  </Table.Th>
                  <Table.Td>{d.theirs ?? M.none}</Table.Td>
                  <Table.Td>{d.mine ?? M.none}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text size="sm">{M.noFieldDifferences}</Text>
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onLoadTheirs} disabled={saving}>
            {M.loadTheirs}
          </Button>
          <Button onClick={onSaveMine} loading={saving}>
            {M.saveMine}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * Whether the record an open form shows has been saved elsewhere since it loaded (a record.changed
 * event with a newer version), and by whom. The user's own saves are not news: their answer brings
 * the new version, and the event may overtake it.
 */
export function useRecordChanged(entity: string, id: number | null, version: number | null) {
  const me = useAuth().user?.id;
  const [change, setChange] = useState<RecordChangedData | null>(null);
  const [seenFor, setSeenFor] = useState(version);
  if (seenFor !== version) {
    // The form loaded a newer version (saved or reloaded): what was said before no longer holds.
    setSeenFor(version);
    setChange(null);
  }
  useRealtimeEvent(RealtimeEventType.RECORD_CHANGED, (data) => {
    const event = data as unknown as RecordChangedData;
    if (id === null || version === null || event.entity !== entity || event.id !== id) return;
    if (event.by && event.by.id === me) return;
    if (event.version > version) setChange(event);
  });
  return change;
}

interface BannerProps {
  change: RecordChangedData | null;
  onReload(): void;
}

/** 'Changed by … — reload', while a form is open on a record saved elsewhere. */
export function RecordChangedBanner({ change, onReload }: BannerProps) {
  if (!change) return null;
  return (
    <Alert color="blue" variant="light" role="status" data-testid="record-changed">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {M.liveChanged(change.by?.name ?? null)}
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={onReload}
        >
          {M.reload}
        </Button>
      </Group>
    </Alert>
  );
}

interface NoticesProps extends Omit<AlertProps, 'conflict'> {
  conflict: StaleConflict | null;
  change: RecordChangedData | null;
}

/**
 * What an edit form says about others' saves: after a refused save, the conflict and its two ways
 * on; before one, that the record was changed elsewhere (with a reload).
 */
export function StaleSaveNotices({ conflict, change, onLoadTheirs, ...alert }: NoticesProps) {
  return conflict ? (
    <StaleSaveAlert conflict={conflict} onLoadTheirs={onLoadTheirs} {...alert} />
  ) : (
    <RecordChangedBanner change={change} onReload={onLoadTheirs} />
  );
}
