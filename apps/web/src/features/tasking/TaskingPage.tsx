import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle, IconEdit, IconList, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  estimateTotals,
  Msg,
  taskSheetHeader,
  type TaskSheetView,
  type TaskStoreResponse,
} from '@jobline/shared';
import { ApiError } from '../../api/client';
import { notifyError, notifySuccess } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { SaveBar } from '../../components/SaveBar';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { useAuth } from '../auth/AuthProvider';
import { StaleSaveNotices, useRecordChanged, useStaleSave } from '../../components/StaleSave';
import { storeTasks } from './api';
import { nextTaskNo, toStoreLines } from './draft';
import { EstimateSummary } from './EstimateSummary';
import { ExportButtons } from './ExportButtons';
import { taskingKeys, useSheetTasks, useTasksChangedRefresh } from './queries';
import { SheetFields, type HeaderValues } from './SheetFields';
import { SheetListModal } from './SheetListModal';
import { TaskEntryForm } from './TaskEntryForm';
import { TaskSheetTable } from './TaskSheetTable';
import { useSheetDraft } from './useSheetDraft';
import { useSheetSelection } from './useSheetSelection';
import { useTaskRemoval, type SheetNotice } from './useTaskRemoval';

const M = Msg.tasking;
/** The sheet's own fields; the job is checked apart, as it lives in the address. */
const sheetHeader = z.omit(taskSheetHeader, { job_id: true });
const headerOf = (sheet: TaskSheetView | null): HeaderValues => ({
  approved_by: sheet?.approved_by ?? null,
  delivery_date: sheet?.delivery_date ?? null,
  remarks: sheet?.remarks ?? '',
});

/**
 * Create Task (spec 001 §2.1, /tasking; ?id= preselects a job): pick a job and a task sheet, add
 * and edit estimated tasks locally with their three-point figures and totals, and save the whole
 * sheet at once; the saved sheet downloads as the 'Job Estimation' PDF or Excel.
 */
export function TaskingPage() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const draft = useSheetDraft();
  const form = useForm<HeaderValues>({
    initialValues: headerOf(null),
    validate: schemaResolver(sheetHeader, { sync: true }),
  });
  const dirty = draft.dirty || form.isDirty();
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const pick = useSheetSelection(dirty);
  const { jobId, sheetChoice, sheetId } = pick;
  const sheet = useSheetTasks(jobId, sheetId);
  const [notice, setNotice] = useState<SheetNotice | null>(null);
  const [jobError, setJobError] = useState<string | null>(null);
  const removal = useTaskRemoval(draft, setNotice, sheetChoice !== null);
  useLeaveGuard(dirty, M.unsavedSheet);
  useTasksChangedRefresh(jobId, () => !dirtyNow.current);

  // Loads what was picked into the draft: a new sheet starts empty; a saved one from the server,
  // again when it changes elsewhere, unless that would throw away edits made here.
  const loaded = useRef<{ pick: string; version: string | null }>({ pick: '', version: null });
  // The edit version of the saved sheet the draft was filled from: the save sends it back.
  const [sheetVersion, setSheetVersion] = useState<number | null>(null);
  const stale = useStaleSave();
  const liveChange = useRecordChanged('task_sheet', sheetId, sheetVersion);
  const { reset } = draft;
  const fill = (data: { sheet: TaskSheetView; tasks: TaskStoreResponse['tasks'] } | null, key: string) => {
    loaded.current = { pick: key, version: data?.sheet.updated_at ?? null };
    setSheetVersion(data?.sheet.version ?? null);
    stale.clear();
    reset(data?.tasks ?? []);
    const header = headerOf(data?.sheet ?? null);
    form.setInitialValues(header);
    form.setValues(header);
    form.clearErrors();
    setNotice(null);
  };
  useEffect(() => {
    const key = `${jobId}:${sheetChoice}`;
    const data = sheetChoice === 'new' ? null : sheet.data;
    if (sheetChoice !== 'new' && !data) return;
    const version = data?.sheet.updated_at ?? null;
    const samePick = loaded.current.pick === key;
    if (samePick && (version === loaded.current.version || dirtyNow.current)) return;
    fill(data ?? null, key);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form is stable in use, not in identity
  }, [jobId, sheetChoice, sheet.data, reset]);

  const totals = estimateTotals(
    draft.tasks.map((t) => ({ optimistic: t.Time01, mostLikely: t.Time02, pessimistic: t.Time03 })),
  );

  const save = useMutation({
    mutationFn: storeTasks,
    onMutate: () => stale.clear(),
    onSuccess: (result: TaskStoreResponse) => {
      setSheetVersion(result.sheet.version);
      notifySuccess(result.message);
      queryClient.setQueryData(taskingKeys.sheet(result.sheet.job_id, result.sheet.id), {
        sheet: result.sheet,
        tasks: result.tasks,
      });
      loaded.current = {
        pick: `${result.sheet.job_id}:${result.sheet.id}`,
        version: result.sheet.updated_at,
      };
      reset(result.tasks);
      form.setInitialValues(headerOf(result.sheet));
      form.resetDirty(headerOf(result.sheet));
      pick.showSaved(result.sheet.id);
      void queryClient.invalidateQueries({ queryKey: taskingKeys.sheets(result.sheet.job_id) });
      void queryClient.invalidateQueries({ queryKey: taskingKeys.jobs });
    },
    onError: (error) => {
      // Someone saved the sheet meanwhile: the draft stays, the alert shows theirs beside it.
      if (stale.caught(error)) return;
      if (!(error instanceof ApiError)) return notifyError(error);
      const fields = Object.entries(error.fieldErrors);
      const header = fields.filter(([field]) => field in form.getValues());
      if (header.length) form.setErrors(Object.fromEntries(header));
      const taskField = fields.find(([field]) => /^(tasks|removedTasks)\b/.test(field));
      const body = error.body as { task_no?: string; reason?: string } | null;
      if (taskField) {
        const row = draft.tasks[Number(taskField[0].split('.')[1])];
        setNotice({ message: taskField[1], detail: row ? `Task ${row.task_no}` : undefined });
      } else if (body?.reason) {
        setNotice({ message: error.message, detail: `Task ${body.task_no}: ${body.reason}` });
      } else if (!header.length) notifyError(error);
    },
  });

  const loadTheirs = async () => {
    const fresh = await sheet.refetch();
    if (fresh.data) fill(fresh.data, `${jobId}:${sheetChoice}`);
  };
  const submit = (over?: number) => {
    setNotice(null);
    setJobError(jobId === null ? M.jobRequired : null);
    if (form.validate().hasErrors || jobId === null) return;
    if (!draft.tasks.length) return setNotice({ message: M.atLeastOneTask });
    const v = form.getValues();
    save.mutate({
      job_id: jobId,
      sheet_id: sheetId,
      approved_by: v.approved_by!,
      delivery_date: v.delivery_date || null,
      remarks: v.remarks || null,
      tasks: toStoreLines(draft.tasks),
      removedTasks: draft.removed,
      ...(sheetId ? { version: over ?? sheetVersion ?? 0 } : {}),
      ...(over ? { overwrite: true } : {}),
    });
  };
  const editSelected = () =>
    draft.selected ? draft.edit(draft.selected.key) : setNotice({ message: M.selectTaskFirst });

  const sheetOpen = jobId !== null && sheetChoice !== null;
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          Create Task
        </Title>
        <Text c="dimmed" size="sm">
          Break a job into estimated tasks: optimistic, most likely and pessimistic hours for each.
        </Text>
      </div>

      {pick.jobs.isError && (
        <QueryError what="your jobs" error={pick.jobs.error} onRetry={() => pick.jobs.refetch()} />
      )}
      <Card withBorder padding="md">
        <SheetFields
          form={form}
          jobId={jobId}
          jobError={jobError}
          onJobChange={(id) => {
            setJobError(null);
            pick.chooseJob(id);
          }}
          sheets={pick.sheets.data}
          sheetChoice={sheetChoice}
          onSheetChange={pick.chooseSheet}
          ownerName={user ? user.name : ''}
        />
      </Card>

      {pick.sheets.isError ? (
        <QueryError what="the task sheets" error={pick.sheets.error} onRetry={() => pick.sheets.refetch()} />
      ) : jobId === null ? (
        <Card withBorder padding="xl">
          <Text c="dimmed" ta="center">
            {pick.jobs.data?.items.length === 0 ? M.noJobs : M.chooseJob}
          </Text>
        </Card>
      ) : !sheetOpen ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <Text c="dimmed">
              {pick.sheets.isPending ? 'Loading the task sheets…' : 'Choose a task sheet.'}
            </Text>
            {!pick.sheets.isPending && (
              <Button
                variant="light"
                leftSection={<IconList size={16} aria-hidden />}
                onClick={pick.openList}
              >
                Show the sheets
              </Button>
            )}
          </Stack>
        </Card>
      ) : (
        <>
          <Card withBorder padding="md">
            <Title order={2} size="h4" mb="xs">
              {draft.editing ? `Edit task ${draft.editing.task_no}` : 'Add a task'}
            </Title>
            <TaskEntryForm
              editing={draft.editing}
              nextNo={nextTaskNo(draft.tasks)}
              disabled={save.isPending}
              onSubmit={draft.submitEntry}
              onCancelEdit={() => draft.edit(null)}
            />
          </Card>

          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<IconEdit size={16} aria-hidden />}
                onClick={editSelected}
              >
                Edit selected
              </Button>
              <Button
                variant="default"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={removal.checking}
                onClick={() => void removal.removeSelected()}
              >
                Remove selected
              </Button>
            </Group>
            <ExportButtons jobId={jobId} sheetId={sheetId} dirty={dirty} />
          </Group>
          <StaleSaveNotices
            conflict={stale.conflict}
            change={liveChange}
            saving={save.isPending}
            onLoadTheirs={() => void loadTheirs()}
            onSaveMine={() => submit(stale.conflict!.version)}
          />
          {notice && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle aria-hidden />}
              title={notice.message}
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setNotice(null)}
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
              data-testid="sheet-notice"
            >
              {notice.detail}
            </Alert>
          )}
          {sheet.isError ? (
            <QueryError what="the tasks" error={sheet.error} onRetry={() => sheet.refetch()} />
          ) : (
            <TaskSheetTable
              tasks={draft.tasks}
              totals={totals}
              selectedKey={draft.selectedKey}
              onSelect={draft.select}
              onEdit={draft.edit}
              fetching={sheetChoice !== 'new' && sheet.isPending}
            />
          )}
          <EstimateSummary totals={totals} />
        </>
      )}

      <SaveBar
        dirty={dirty}
        saving={save.isPending}
        onSave={() => submit()}
        onDiscard={() => {
          loaded.current = { pick: '', version: null };
          reset(sheet.data?.tasks ?? []);
          form.reset();
          setNotice(null);
        }}
        canSaveClean
        saveLabel="Save tasks"
        detail={draft.summary || undefined}
      />

      {pick.job && pick.sheets.data && (
        <SheetListModal
          opened={pick.listOpen}
          jobNo={pick.job.job_no}
          sheets={pick.sheets.data}
          onChoose={pick.chooseSheet}
          onClose={pick.closeList}
        />
      )}
    </Stack>
  );
}
