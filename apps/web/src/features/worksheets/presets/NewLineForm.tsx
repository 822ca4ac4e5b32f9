import { useState } from 'react';
import { Button, Fieldset, Group, Text } from '@mantine/core';
import { presetLineCalls } from './api';
import { LineFields, type LineDraft, type LineFieldErrors } from './LineFields';
import { lineErrorsOf } from './LineRow';
import type { PresetLine } from './types';

interface Props {
  kind: 1 | 2;
  presetId: number;
  userId: number;
  date: string;
  /** Where the new line starts unless changed: the end of the day's last line. */
  start: string;
  onAdded(line: PresetLine): void;
  onCancel(): void;
}

const plusHalfHour = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const minutes = Math.min(h * 60 + m + 30, 23 * 60 + 59);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/** A line to add: a task of the person's, or a comment of one of the seven kinds, with its times. */
export function NewLineForm({ kind, presetId, userId, date, start, onAdded, onCancel }: Props) {
  const [draft, setDraft] = useState<LineDraft>({
    kind,
    job_id: null,
    job_no: null,
    task_user_id: null,
    task_label: null,
    comment_type: kind === 2 ? 6 : null,
    task_description: '',
    start_time: start,
    end_time: plusHalfHour(start),
  });
  const [errors, setErrors] = useState<LineFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const add = async () => {
    const missing: LineFieldErrors = {};
    if (kind === 1 && !draft.task_user_id) missing.task_user_id = 'Please select a task';
    if (!draft.start_time) missing.start_time = 'Please enter a start time';
    if (!draft.end_time) missing.end_time = 'Please enter an end time';
    setErrors(missing);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      const times = { start_time: draft.start_time, end_time: draft.end_time };
      const stored =
        kind === 1
          ? await presetLineCalls.addTask(presetId, { task_user_id: draft.task_user_id!, ...times })
          : await presetLineCalls.addComment(presetId, {
              comment_type: draft.comment_type!,
              task_description: draft.task_description,
              ...times,
            });
      onAdded(stored.line);
    } catch (error) {
      const { fields, message } = lineErrorsOf(error);
      setErrors(fields);
      setFailure(message);
      setBusy(false);
    }
  };

  const title = kind === 1 ? 'New activity line' : 'New comment line';
  return (
    <Fieldset legend={title} aria-label={title} p="sm">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <LineFields
          value={draft}
          userId={userId}
          date={date}
          errors={errors}
          disabled={busy}
          onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
        />
        {failure && (
          <Text c="red.8" size="sm" mt="xs" role="alert">
            {failure}
          </Text>
        )}
        <Group justify="flex-end" gap="xs" mt="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Discard line
          </Button>
          <Button type="submit" loading={busy}>
            Add line
          </Button>
        </Group>
      </form>
    </Fieldset>
  );
}
