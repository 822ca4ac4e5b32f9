import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Grid, Group, NumberInput, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { MAX_TASK_HOURS, TASK_DESCRIPTION_MAX, TASK_NAME_MAX, TASK_NO_MAX } from '@jobline/shared';
import { blankEntry, entryOf, type DraftTask, type EntryProblem, type EntryValues } from './draft';

interface Props {
  /** The task loaded for editing; null to add a new one. */
  editing: DraftTask | null;
  disabled: boolean;
  onSubmit(values: EntryValues): EntryProblem | null;
  onCancelEdit(): void;
}

const HOURS = {
  min: 0,
  max: MAX_TASK_HOURS,
  step: 0.25,
  decimalScale: 2,
  allowNegative: false,
  hideControls: true,
  inputMode: 'decimal' as const,
};

/**
 * The task entry row (spec 001 §2.1): task no, name, description and the three times. Enter in
 * any field adds the task (or updates the one being edited); what is wrong shows at the field and
 * in words under the row.
 */
export function TaskEntryForm({ editing, disabled, onSubmit, onCancelEdit }: Props) {
  const [values, setValues] = useState<EntryValues>(blankEntry);
  const [problem, setProblem] = useState<EntryProblem | null>(null);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Loading a task for editing (or leaving edit mode) replaces what the row holds.
    setValues(editing ? entryOf(editing) : blankEntry());
    setProblem(null);
    if (editing) first.current?.focus();
  }, [editing]);

  const set = (field: keyof EntryValues) => (value: string | number) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblem(null);
  };
  const text = (field: 'task_no' | 'task_name' | 'task_description') => ({
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field)(event.currentTarget.value),
    error: problem?.field === field ? true : undefined,
  });
  const hours = (field: 'optimistic' | 'mostLikely' | 'pessimistic') => ({
    ...HOURS,
    value: values[field],
    onChange: set(field),
    error: problem?.field === field || problem?.field === 'row' ? true : undefined,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = onSubmit(values);
    setProblem(result);
    if (result) return;
    setValues(blankEntry());
    first.current?.focus();
  };

  return (
    <form onSubmit={submit} aria-label={editing ? `Edit task ${editing.task_no}` : 'Add a task'} noValidate>
      <Grid gap="xs">
        <Grid.Col span={{ base: 4, lg: 1 }}>
          <TextInput
            ref={first}
            label="Task No"
            maxLength={TASK_NO_MAX}
            disabled={disabled}
            {...text('task_no')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, lg: 2 }}>
          <TextInput label="Task name" maxLength={TASK_NAME_MAX} disabled={disabled} {...text('task_name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <TextInput
            label="Description"
            maxLength={TASK_DESCRIPTION_MAX}
            disabled={disabled}
            {...text('task_description')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, lg: 2 }}>
          <NumberInput label="Optimistic (h)" disabled={disabled} {...hours('optimistic')} />
        </Grid.Col>
        <Grid.Col span={{ base: 4, lg: 2 }}>
          <NumberInput label="Most likely (h)" disabled={disabled} {...hours('mostLikely')} />
        </Grid.Col>
        <Grid.Col span={{ base: 4, lg: 2 }}>
          <NumberInput
            label="Pessimistic (h)"
            placeholder="= ML"
            disabled={disabled}
            {...hours('pessimistic')}
          />
        </Grid.Col>
      </Grid>
      {problem && (
        <Alert
          mt="xs"
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="entry-problem"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          title={problem.message}
        />
      )}
      <Group justify="flex-end" mt="xs" gap="xs">
        {editing && (
          <Button variant="default" onClick={onCancelEdit}>
            Cancel edit
          </Button>
        )}
        <Button
          type="submit"
          disabled={disabled}
          leftSection={
            editing ? <IconDeviceFloppy size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />
          }
        >
          {editing ? 'Update task' : 'Add task'}
        </Button>
      </Group>
    </form>
  );
}
