import { Group, Select, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useEditJobs, useEditTasks } from './api';
import { COMMENT_TYPES } from './lineText';

/** A line as its fields hold it, before or after it is stored. */
export interface LineDraft {
  kind: 1 | 2;
  job_id: number | null;
  job_no: string | null;
  task_user_id: number | null;
  task_label: string | null;
  comment_type: number | null;
  task_description: string;
  start_time: string;
  end_time: string;
}

export type LineFieldErrors = Partial<
  Record<'task_user_id' | 'comment_type' | 'start_time' | 'end_time', string>
>;

interface Props {
  value: LineDraft;
  userId: number;
  date: string;
  errors?: LineFieldErrors;
  disabled?: boolean;
  /** A change; `commit` says it is complete enough to store (a picked task, a left time field). */
  onChange(patch: Partial<LineDraft>, commit: boolean): void;
}

const isTime = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

/** The fields of one correction line: job and task, or the comment's kind and note; start and end. */
export function LineFields({ value, userId, date, errors = {}, disabled, onChange }: Props) {
  const jobs = useEditJobs(userId, date, value.kind === 1);
  const tasks = useEditTasks(value.kind === 1 ? value.job_id : null, userId);
  const jobOptions = (jobs.data ?? []).map((j) => ({
    value: String(j.id),
    label: [j.job_no, j.customer].filter(Boolean).join(' · '),
  }));
  // The line's own job and task stay choosable even when the lists no longer hold them.
  if (value.job_id && !jobOptions.some((o) => o.value === String(value.job_id)))
    jobOptions.unshift({ value: String(value.job_id), label: value.job_no ?? `Job ${value.job_id}` });
  const taskOptions = (tasks.data ?? []).map((t) => ({
    value: String(t.task_user_id),
    label: [t.task_no, t.task_name].filter(Boolean).join(' '),
  }));
  if (value.task_user_id && !taskOptions.some((o) => o.value === String(value.task_user_id)))
    taskOptions.unshift({ value: String(value.task_user_id), label: value.task_label ?? 'Task' });

  const time = (field: 'start_time' | 'end_time', label: string) => (
    <TimeInput
      label={label}
      required
      disabled={disabled}
      w={120}
      value={value[field]}
      error={errors[field]}
      onChange={(e) => onChange({ [field]: e.currentTarget.value }, false)}
      onBlur={(e) => isTime(e.currentTarget.value) && onChange({ [field]: e.currentTarget.value }, true)}
    />
  );

  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      {value.kind === 1 ? (
        <>
          <Select
            label="Job"
            required
            searchable
            disabled={disabled}
            w={{ base: '100%', sm: 230 }}
            data={jobOptions}
            value={value.job_id ? String(value.job_id) : null}
            nothingFoundMessage={jobs.isPending ? 'Loading…' : 'No jobs with a task of yours'}
            onChange={(v) => {
              const job = jobOptions.find((o) => o.value === v);
              onChange(
                {
                  job_id: v ? Number(v) : null,
                  job_no: job?.label ?? null,
                  task_user_id: null,
                  task_label: null,
                },
                false,
              );
            }}
          />
          <Select
            label="Task"
            required
            searchable
            disabled={disabled || !value.job_id}
            w={{ base: '100%', sm: 230 }}
            data={taskOptions}
            value={value.task_user_id ? String(value.task_user_id) : null}
            error={errors.task_user_id}
            nothingFoundMessage={tasks.isPending ? 'Loading…' : 'No tasks of yours on this job'}
            onChange={(v) => {
              const task = taskOptions.find((o) => o.value === v);
              onChange({ task_user_id: v ? Number(v) : null, task_label: task?.label ?? null }, Boolean(v));
            }}
          />
        </>
      ) : (
        <>
          <Select
            label="Kind"
            required
            disabled={disabled}
            w={{ base: '100%', sm: 170 }}
            data={COMMENT_TYPES.map((t) => ({ value: String(t.value), label: t.label }))}
            value={value.comment_type ? String(value.comment_type) : null}
            error={errors.comment_type}
            allowDeselect={false}
            onChange={(v) => v && onChange({ comment_type: Number(v) }, true)}
          />
          <TextInput
            label="Note"
            disabled={disabled}
            w={{ base: '100%', sm: 230 }}
            maxLength={500}
            value={value.task_description}
            onChange={(e) => onChange({ task_description: e.currentTarget.value }, false)}
            onBlur={(e) => onChange({ task_description: e.currentTarget.value }, true)}
          />
        </>
      )}
      {time('start_time', 'Start')}
      {time('end_time', 'End')}
    </Group>
  );
}
