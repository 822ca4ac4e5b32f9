import { useState } from 'react';
import { Anchor, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconList, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Msg, RealtimeEventType, type JobRequestView } from '@jobline/shared';
import { useRealtimeEvent } from '../../api/realtime';
import { confirmAction, confirmDiscard } from '../../components/confirm';
import { notifySuccess, showFormError } from '../../components/notify';
import { QueryError } from '../../components/QueryError';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { StaleSaveNotices, useRecordChanged, useStaleSave } from '../../components/StaleSave';
import { createRequest, deleteRequest, fetchRequests, intakeKeys, updateRequest } from './api';
import { revealFirstError } from './jobForm/revealFirstError';
import { RequestFields } from './requests/RequestForm';
import {
  blankRequest,
  fromRequestView,
  toRequestBody,
  validateRequest,
  type RequestFormValues,
} from './requests/requestFormValues';

const FORM_ID = 'job-request-form';
const UNSAVED = 'The request you are writing has not been sent.';
const cut = (text: string, max = 50) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * Job Request (spec 000 §2, screens §3.2): write down a customer's call, or change one of my
 * pending requests until it becomes a job.
 */
export function JobRequestPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<JobRequestView | null>(null);
  // The version the form was filled from: an update sends it back.
  const [version, setVersion] = useState<number | null>(null);
  const stale = useStaleSave();
  const liveChange = useRecordChanged('job_request', editing?.id ?? null, version);
  const form = useForm<RequestFormValues>({ initialValues: blankRequest(), validate: validateRequest });
  useLeaveGuard(form.isDirty(), UNSAVED);

  const pending = useQuery({ queryKey: intakeKeys.requests(1), queryFn: () => fetchRequests(1) });
  const editable = pending.data?.filter((r) => r.can_edit) ?? [];
  useRealtimeEvent(RealtimeEventType.JOB_REQUESTS_CHANGED, () => {
    void queryClient.invalidateQueries({ queryKey: intakeKeys.allRequests });
  });

  const load = (request: JobRequestView | null) => {
    const values = request ? fromRequestView(request) : blankRequest();
    setEditing(request);
    setVersion(request?.version ?? null);
    stale.clear();
    form.setInitialValues(values);
    form.setValues(values);
    form.clearErrors();
  };
  const refreshLists = () => queryClient.invalidateQueries({ queryKey: intakeKeys.allRequests });

  const save = useMutation({
    mutationFn: ({ values, over }: { values: RequestFormValues; over?: number }) =>
      editing
        ? updateRequest({
            ...toRequestBody(values),
            id: editing.id,
            version: over ?? version ?? 0,
            ...(over ? { overwrite: true } : {}),
          })
        : createRequest(toRequestBody(values)),
    onMutate: () => stale.clear(),
    onSuccess: (result, { values }) => {
      notifySuccess(result.message);
      void refreshLists();
      if (editing) {
        setVersion(result.request.version ?? null);
        form.setInitialValues(values);
        form.resetDirty(values);
      } else load(null);
    },
    onError: (error) => {
      // Someone saved the request meanwhile: everything typed stays, the alert shows theirs beside it.
      if (!stale.caught(error)) showFormError(form, error);
    },
  });
  const loadTheirs = async () => {
    if (!editing) return;
    const fresh = await queryClient.fetchQuery({
      queryKey: intakeKeys.requests(1),
      queryFn: () => fetchRequests(1),
      staleTime: 0,
    });
    load(fresh.find((r) => r.id === editing.id) ?? null);
  };
  const withdraw = useMutation({
    mutationFn: (id: number) => deleteRequest(id),
    onSuccess: (result) => {
      notifySuccess(result.message);
      void refreshLists();
      load(null);
    },
    onError: (error) => showFormError(form, error),
  });

  const askWithdraw = () =>
    editing &&
    confirmAction({
      title: `Delete ${editing.request_id}?`,
      body: Msg.intake.confirmDeleteRequest,
      confirmLabel: 'Delete request',
      danger: true,
      onConfirm: () => withdraw.mutate(editing.id),
    });

  return (
    <Stack>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Job Request
          </Title>
          <Text c="dimmed" size="sm">
            Write down what a customer asked for; it becomes a job on New Job.
          </Text>
        </div>
        <Anchor component={Link} to="/job-request/my-requests" size="sm">
          <Group gap={4} wrap="nowrap">
            <IconList size={16} aria-hidden />
            My Job Requests
          </Group>
        </Anchor>
      </Group>
      <Card withBorder padding="md">
        {pending.isError ? (
          <QueryError what="your pending requests" error={pending.error} onRetry={() => pending.refetch()} />
        ) : (
          <Select<number>
            label="Edit a pending request"
            description="Leave empty to raise a new one"
            placeholder={
              pending.isPending
                ? 'Loading requests…'
                : editable.length
                  ? 'Choose a request'
                  : 'No pending requests to edit'
            }
            data={editable.map((r) => ({
              value: r.id,
              label: `${r.request_id} · ${r.customer} · ${cut(r.job_description)}`,
            }))}
            value={editing?.id ?? null}
            clearable
            searchable
            nothingFoundMessage="No request matches"
            onChange={(id) =>
              confirmDiscard(form.isDirty(), UNSAVED, () => load(editable.find((r) => r.id === id) ?? null))
            }
          />
        )}
      </Card>
      <form
        id={FORM_ID}
        noValidate
        aria-label={editing ? `Edit ${editing.request_id}` : 'New job request'}
        onSubmit={form.onSubmit(
          (values) => save.mutate({ values }),
          () => revealFirstError(FORM_ID),
        )}
      >
        <Stack gap="md">
          <StaleSaveNotices
            conflict={stale.conflict}
            change={liveChange}
            saving={save.isPending}
            onLoadTheirs={() => void loadTheirs()}
            onSaveMine={() => save.mutate({ values: form.getValues(), over: stale.conflict!.version })}
          />
          <RequestFields form={form} />
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              onClick={() => confirmDiscard(form.isDirty(), UNSAVED, () => load(null))}
            >
              Clear Form
            </Button>
            {editing && (
              <Button
                color="red"
                variant="outline"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={withdraw.isPending}
                onClick={askWithdraw}
              >
                Delete
              </Button>
            )}
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Update' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
