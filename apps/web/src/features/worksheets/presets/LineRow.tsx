import { useEffect, useState } from 'react';
import { ActionIcon, Fieldset, Group, Text, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ApiError, errorMessage } from '../../../api/client';
import { presetLineCalls } from './api';
import { LineFields, type LineDraft, type LineFieldErrors } from './LineFields';
import { lineTitle } from './lineText';
import type { PresetLine } from './types';

export const draftOfLine = (line: PresetLine): LineDraft => ({
  kind: line.kind,
  job_id: line.job_id,
  job_no: line.job_no,
  task_user_id: line.task_user_id,
  task_label: [line.task_no, line.task_name].filter(Boolean).join(' ') || null,
  comment_type: line.comment_type,
  task_description: line.task_description ?? '',
  start_time: line.start_time,
  end_time: line.end_time,
});

/** A refusal's per-field messages for a line's fields; anything else as one message. */
export function lineErrorsOf(error: unknown): { fields: LineFieldErrors; message: string | null } {
  const fields: LineFieldErrors = {};
  if (error instanceof ApiError)
    for (const [field, text] of Object.entries(error.fieldErrors)) {
      const name = field.split('.').pop() as keyof LineFieldErrors;
      if (['task_user_id', 'comment_type', 'start_time', 'end_time'].includes(name)) fields[name] = text;
    }
  return { fields, message: Object.keys(fields).length ? null : errorMessage(error) };
}

interface Props {
  line: PresetLine;
  number: number;
  presetId: number;
  userId: number;
  date: string;
  /** The validation message naming this line, from the shared rule or the server. */
  message?: string;
  disabled?: boolean;
  onStored(line: PresetLine): void;
  onRemoved(line: PresetLine): void;
}

/** One stored line of the correction: each complete change is saved at once. */
export function LineRow({
  line,
  number,
  presetId,
  userId,
  date,
  message,
  disabled,
  onStored,
  onRemoved,
}: Props) {
  const [draft, setDraft] = useState(() => draftOfLine(line));
  const [errors, setErrors] = useState<LineFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDraft(draftOfLine(line)), [line]);

  const commit = async (next: LineDraft) => {
    const same =
      next.task_user_id === line.task_user_id &&
      next.comment_type === line.comment_type &&
      next.task_description === (line.task_description ?? '') &&
      next.start_time === line.start_time &&
      next.end_time === line.end_time;
    if (same) return;
    setBusy(true);
    try {
      const change =
        next.kind === 1
          ? { task_user_id: next.task_user_id!, start_time: next.start_time, end_time: next.end_time }
          : {
              comment_type: next.comment_type!,
              task_description: next.task_description,
              start_time: next.start_time,
              end_time: next.end_time,
            };
      const stored = await presetLineCalls.update(presetId, line.id, change);
      setErrors({});
      setFailure(null);
      onStored(stored.line);
    } catch (error) {
      const { fields, message: text } = lineErrorsOf(error);
      setErrors(fields);
      setFailure(text);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setBusy(true);
    try {
      await presetLineCalls.remove(presetId, line);
      onRemoved(line);
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  const legend = `Line ${number}`;
  const messageId = `preset-line-${line.id}-message`;
  const shown = failure ?? message;
  return (
    <Fieldset
      legend={
        <Text span fw={600} size="sm">
          {legend}{' '}
          <Text span c="dimmed" size="sm">
            · {lineTitle(line)}
          </Text>
        </Text>
      }
      aria-label={legend}
      aria-describedby={shown ? messageId : undefined}
      variant="filled"
      p="sm"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <LineFields
          value={draft}
          userId={userId}
          date={date}
          errors={errors}
          disabled={disabled || busy}
          onChange={(patch, complete) => {
            const next = { ...draft, ...patch };
            setDraft(next);
            if (complete) void commit(next);
          }}
        />
        <Tooltip label={`Delete line ${number}`}>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={24}
            aria-label={`Delete line ${number}`}
            disabled={disabled || busy}
            onClick={() => void remove()}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      {shown && (
        <Text id={messageId} c="red.8" size="sm" mt="xs" role="alert">
          {shown}
        </Text>
      )}
    </Fieldset>
  );
}
