import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { WorksheetResponse, WorksheetRow } from '@jobline/shared';
import { ApiError } from '../../../api/client';
import { confirmAction } from '../../../components/confirm';
import { notifyError, notifySuccess } from '../../../components/notify';
import { dayName } from '../rowKinds';
import { useAfterPresetChange, useDecidePreset } from './api';
import { StaleSaveAlert, useStaleSave } from '../../../components/StaleSave';
import { viewOfLine, viewsOfRows, type LineView } from './lineText';
import { CHANGE_TEXT, diffLines, type DiffEntry, type LineChange } from './presetDiff';
import { PM } from './presetText';

interface Props {
  presetId: number;
  employee: string;
  rows: WorksheetRow[];
  sheet: Pick<WorksheetResponse, 'preset' | 'activityEditRecords'>;
  timeZone: string;
  /** Ends review mode: the worksheet reloads as it is now. */
  onDone(): void;
}

const COLORS: Record<LineChange, string> = { same: 'gray', changed: 'yellow', added: 'teal', removed: 'red' };

function LineCard({ line, change, was }: { line: LineView; change: LineChange; was?: LineView | null }) {
  return (
    <Paper
      withBorder
      p="xs"
      radius="sm"
      style={{ borderLeft: `4px solid var(--mantine-color-${COLORS[change]}-6)` }}
      data-change={change}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {line.start}–{line.end}
        </Text>
        <Badge color={COLORS[change]} variant="light" c="dark.7">
          {CHANGE_TEXT[change]}
        </Badge>
      </Group>
      <Text size="sm">{line.title}</Text>
      {line.detail && (
        <Text size="xs" c="dimmed">
          {line.detail}
        </Text>
      )}
      {change === 'changed' && was && (was.start !== line.start || was.end !== line.end) && (
        <Text size="xs" c="dimmed">
          Was {was.start}–{was.end}
        </Text>
      )}
    </Paper>
  );
}

function Column({ title, entries, side }: { title: string; entries: DiffEntry[]; side: 'before' | 'after' }) {
  const shown = entries.filter((e) => e[side]);
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4} size="h5">
        {title}
      </Title>
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          No lines.
        </Text>
      )}
      {shown.map((e, i) => (
        <LineCard key={i} line={e[side]!} change={e.change} was={side === 'after' ? e.before : null} />
      ))}
    </Stack>
  );
}

/**
 * The review of a waiting correction (screens §7.4): the day as logged beside the correction, each
 * line marked in words as unchanged, changed, added or removed; Approve (confirmed) or Reject (with
 * a remark). Either ends review mode.
 */
export function PresetReview({ presetId, employee, rows, sheet, timeZone, onDone }: Props) {
  const decide = useDecidePreset();
  const stale = useStaleSave();
  const afterChange = useAfterPresetChange();
  const lastReject = useRef(false);
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string | null>(null);
  const preset = sheet.preset;
  const card = useRef<HTMLDivElement>(null);
  // Opened from the waiting list above: bring the comparison into view (on a phone it starts far down).
  useEffect(() => card.current?.scrollIntoView({ block: 'start' }), [presetId]);

  if (!preset || preset.id !== presetId || preset.status !== 5)
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />} title="Nothing to review">
        <Group justify="space-between" gap="sm">
          <Text size="sm">This correction no longer waits for review.</Text>
          <Button size="xs" variant="default" onClick={onDone}>
            Close review
          </Button>
        </Group>
      </Alert>
    );

  const before = viewsOfRows(
    rows.filter((r) => r.day === preset.date),
    timeZone,
  );
  const after = (sheet.activityEditRecords.length ? sheet.activityEditRecords : preset.lines).map(viewOfLine);
  const entries = diffLines(before, after);
  const count = (c: LineChange) => entries.filter((e) => e.change === c).length;

  const run = (reject: boolean, over?: number) => {
    const reason = remark.trim();
    if (reject && !reason) return setRemarkError(PM.remarkRequired);
    stale.clear();
    lastReject.current = reject;
    decide.mutate(
      {
        id: preset.id,
        remark: reject ? reason : undefined,
        version: over ?? preset.version,
        ...(over ? { overwrite: true } : {}),
      },
      {
        onSuccess: () => {
          notifySuccess(reject ? PM.rejectedDone : PM.approved);
          onDone();
        },
        onError: (error) => {
          // The correction changed since it was shown: say so, and let the reviewer reload or decide anyway.
          if (stale.caught(error)) return;
          const field = error instanceof ApiError ? error.fieldErrors.remark : undefined;
          if (field) return setRemarkError(field);
          notifyError(error);
        },
      },
    );
  };

  const approve = () =>
    confirmAction({
      title: 'Approve the correction',
      body: `The logged ${dayName(preset.date)} of ${employee} will be replaced by the correction's ${after.length} lines. The original stays in the record.`,
      confirmLabel: 'Approve',
      onConfirm: () => run(false),
    });

  return (
    <Card
      ref={card}
      withBorder
      radius="md"
      component="section"
      aria-label="Correction review"
      style={{ scrollMarginTop: 72 }}
    >
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            Correction of {dayName(preset.date)}
          </Title>
          <Text size="sm" c="dimmed">
            {count('added')} added, {count('changed')} changed, {count('removed')} removed, {count('same')}{' '}
            unchanged.
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Column title="Original day" entries={entries} side="before" />
          <Column title="Correction" entries={entries} side="after" />
        </SimpleGrid>
        {stale.conflict && (
          <StaleSaveAlert
            conflict={stale.conflict}
            saving={decide.isPending}
            onLoadTheirs={() => {
              stale.clear();
              void afterChange();
            }}
            onSaveMine={() => run(lastReject.current, stale.conflict!.version)}
          />
        )}
        <Textarea
          label="Remark"
          description="Needed to reject: the employee reads it."
          autosize
          minRows={2}
          maxLength={500}
          value={remark}
          error={remarkError}
          onChange={(e) => {
            setRemark(e.currentTarget.value);
            setRemarkError(null);
          }}
        />
        <Group justify="space-between" gap="xs">
          <Button variant="default" onClick={onDone} disabled={decide.isPending}>
            Close review
          </Button>
          <Group gap="xs">
            <Button color="red" variant="light" onClick={() => run(true)} loading={decide.isPending}>
              Reject
            </Button>
            <Button onClick={approve} loading={decide.isPending}>
              Approve
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
