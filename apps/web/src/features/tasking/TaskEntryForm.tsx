import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Grid, Group, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { Msg, TASK_DESCRIPTION_MAX, TASK_NAME_MAX, TASK_NO_MAX } from '@jobline/shared';
import { blankEntry, entryOf, type DraftTask, type EntryProblem, type EntryValues } from './draft';

interface Props {
  /** The task loaded for editing; null to add a new one. */
  editing: DraftTask | null;
  /** The number a new task is offered (the next free one); the user may change it. */
  nextNo: string;
  disabled: boolean;
  onSubmit(values: EntryValues): EntryProblem | null;
  onCancelEdit(): void;
}

/** Hours are typed as text, so whatever is typed is checked and a typo refused, never dropped. */
const HOURS = { inputMode: 'decimal' as const, autoComplete: 'off' };

const HOUR_FIELDS = { optimistic: true, mostLikely: true, pessimistic: true };

/**
 * The task entry row (spec 001 §2.1): task no, name, description and the three times. Enter in
 * any field adds the task (or updates the one being edited); each wrong field says why beside it,
 * and the row's summary shows under it. A new task is offered the next free number.
 */
export function TaskEntryForm({ editing, nextNo, disabled, onSubmit, onCancelEdit }: Props) {
  const [values, setValues] = useState<EntryValues>(() => ({ ...blankEntry(), task_no: nextNo }));
  const [problem, setProblem] = useState<EntryProblem | null>(null);
  const [added, setAdded] = useState(0);
  const offered = useRef(nextNo);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Loading a task for editing (or leaving edit mode) replaces what the row holds.
    setValues(editing ? entryOf(editing) : blankEntry());
    setProblem(null);
    if (editing) first.current?.focus();
  }, [editing]);

  useEffect(() => {
    // A new row is offered the next free number, unless the user typed one of their own.
    if (!editing) {
      setValues((v) => (v.task_no === '' || v.task_no === offered.current ? { ...v, task_no: nextNo } : v));
    }
    offered.current = nextNo;
  }, [nextNo, editing, added]);

  const set = (field: keyof EntryValues) => (value: string | number) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblem(null);
  };
  /** A field's own message beside it, or a red mark when the row's message is about it. */
  const errorOf = (field: keyof EntryValues) =>
    problem?.fields?.[field] ??
    (problem?.field === field || (problem?.field === 'row' && field in HOUR_FIELDS) ? true : undefined);
  const input = (field: keyof EntryValues) => ({
    value: String(values[field]),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => set(field)(event.currentTarget.value),
    error: errorOf(field),
  });

  // The row's summary, unless the field it is about already says the same beside it.
  const summary =
    problem && problem.fields?.[problem.field as keyof EntryValues] !== problem.message
      ? problem.message
      : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = onSubmit(values);
    setProblem(result);
    if (result) return;
    setValues(blankEntry());
    setAdded((n) => n + 1);
    first.current?.focus();
  };

  return (
    <form onSubmit={submit} aria-label={editing ? `Edit task ${editing.task_no}` : 'Add a task'} noValidate>
      <Grid gap="xs" columns={24}>
        <Grid.Col span={{ base: 8, lg: 3 }}>
          <TextInput
            ref={first}
            label="Task No"
            required
            title={editing ? undefined : Msg.tasking.taskNoSuggested}
            maxLength={TASK_NO_MAX}
            disabled={disabled}
            {...input('task_no')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 16, lg: 5 }}>
          <TextInput
            label="Task name"
            required
            maxLength={TASK_NAME_MAX}
            disabled={disabled}
            {...input('task_name')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 24, lg: 7 }}>
          <TextInput
            label="Description"
            required
            maxLength={TASK_DESCRIPTION_MAX}
            disabled={disabled}
            {...input('task_description')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, lg: 3 }}>
          <TextInput
            label="Optimistic (h)"
            placeholder="0"
            disabled={disabled}
            {...HOURS}
            {...input('optimistic')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, lg: 3 }}>
          <TextInput
            label="Most likely (h)"
            placeholder="0"
            disabled={disabled}
            {...HOURS}
            {...input('mostLikely')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, lg: 3 }}>
          <TextInput
            label="Pessimistic (h)"
            placeholder="= ML"
            description="Empty = most likely"
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            disabled={disabled}
            {...HOURS}
            {...input('pessimistic')}
          />
        </Grid.Col>
      </Grid>
      {summary && (
        <Alert
          mt="xs"
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle aria-hidden />}
          data-testid="entry-problem"
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          title={summary}
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
