import { useCallback, useRef, useState } from 'react';
import { Button, Modal, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconKey } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EmployeeStatus, Msg, type EmployeeRequest } from '@jobline/shared';
import { queryKeys } from '../../api/queryClient';
import { notifyError, notifySuccess, showFormError } from '../../components/notify';
import { useUser } from '../auth/AuthProvider';
import { QueryError } from '../../components/QueryError';
import { addEmployee, resetEmployeePassword, updateEmployee } from './api';
import { confirmAction, confirmDiscard } from '../../components/confirm';
import { EmployeeForm, type EmployeeFormApi } from './EmployeeForm';
import { showOneTimePassword } from './oneTimePassword';
import { employeeKeys, useEmployee } from './queries';
import { revealFirstError } from './revealFirstError';
import { StaleSaveNotices, useRecordChanged, useStaleSave } from '../../components/StaleSave';

export type FormTarget = { mode: 'add' } | { mode: 'edit'; id: number };

interface Props {
  target: FormTarget | null;
  onClose(): void;
}

/** 'Add New Employee' or 'Update Employee Details'; closing with unsaved input asks first. */
export function EmployeeFormModal({ target, onClose }: Props) {
  const dirty = useRef(false);
  const phone = useMediaQuery('(max-width: 36em)');
  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const done = () => {
    dirty.current = false;
    onClose();
  };
  const cancel = () =>
    confirmDiscard(dirty.current, 'What you typed in the employee form has not been saved.', done);
  return (
    <Modal
      opened={target !== null}
      onClose={cancel}
      title={target?.mode === 'edit' ? Msg.employees.editTitle : Msg.employees.addTitle}
      size="xl"
      fullScreen={phone}
    >
      {target?.mode === 'add' && <AddEmployee onDone={done} onCancel={cancel} onDirtyChange={setDirty} />}
      {target?.mode === 'edit' && (
        <EditEmployee
          key={target.id}
          id={target.id}
          onDone={done}
          onCancel={cancel}
          onDirtyChange={setDirty}
        />
      )}
    </Modal>
  );
}

interface StepProps {
  onDone(): void;
  onCancel(): void;
  onDirtyChange(dirty: boolean): void;
}

function AddEmployee({ onDone, onCancel, onDirtyChange }: StepProps) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ values }: { values: EmployeeRequest; form: EmployeeFormApi }) => addEmployee(values),
    // The one-time password's dialog says the employee was added: a toast would cover its first lines
    // on a phone.
    onSuccess: async (result) => {
      onDone();
      showOneTimePassword({
        title: 'Employee added',
        name: `${result.employee.FirstName} ${result.employee.LastName}`,
        password: result.initial_password,
      });
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users });
    },
    onError: (error, { form }) => {
      showFormError(form, error);
      revealFirstError();
    },
  });
  return (
    <EmployeeForm
      saving={save.isPending}
      onSubmit={(values, form) => save.mutate({ values, form })}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
    />
  );
}

function EditEmployee({ id, onDone, onCancel, onDirtyChange }: StepProps & { id: number }) {
  const queryClient = useQueryClient();
  const user = useUser();
  const employee = useEmployee(id);
  // The version the form was filled from, kept though the record is fetched again underneath.
  const [loaded, setLoaded] = useState<number | null>(null);
  if (loaded === null && employee.data) setLoaded(employee.data.version);
  const stale = useStaleSave();
  const liveChange = useRecordChanged('user', id, loaded);
  const lastForm = useRef<EmployeeFormApi | null>(null);
  const save = useMutation({
    mutationFn: ({ values, over }: { values: EmployeeRequest; form: EmployeeFormApi; over?: number }) =>
      updateEmployee(id, {
        ...values,
        version: over ?? loaded ?? 0,
        ...(over ? { overwrite: true } : {}),
      }),
    onMutate: () => stale.clear(),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      onDone();
      await queryClient.invalidateQueries({ queryKey: employeeKeys.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.users });
      if (id === user.id) await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
    onError: (error, { form }) => {
      // Someone saved the employee meanwhile: everything typed stays, the alert shows theirs beside it.
      if (stale.caught(error)) return;
      showFormError(form, error);
      revealFirstError();
    },
  });
  const loadTheirs = async () => {
    const fresh = await employee.refetch();
    if (fresh.data) setLoaded(fresh.data.version);
    stale.clear();
  };
  const reset = useMutation({
    mutationFn: () => resetEmployeePassword(id),
    onSuccess: (result) => {
      const e = employee.data!;
      showOneTimePassword({
        title: 'New password',
        name: `${e.FirstName} ${e.LastName}`,
        password: result.password,
      });
    },
    onError: (error) => notifyError(error),
  });

  if (employee.isPending) {
    return (
      <Stack aria-busy="true" aria-label="Loading the employee">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={36} />
        ))}
      </Stack>
    );
  }
  if (employee.isError) {
    return <QueryError what="the employee" error={employee.error} onRetry={() => employee.refetch()} />;
  }
  const e = employee.data;
  return (
    <Stack>
      <StaleSaveNotices
        conflict={stale.conflict}
        change={liveChange}
        saving={save.isPending}
        onLoadTheirs={() => void loadTheirs()}
        onSaveMine={() => {
          const form = lastForm.current!;
          save.mutate({ values: form.getValues() as EmployeeRequest, form, over: stale.conflict!.version });
        }}
      />
      <EmployeeForm
        // Loading their version fills the form afresh.
        key={loaded ?? 0}
        employee={e}
        saving={save.isPending}
        onSubmit={(values, form) => {
          lastForm.current = form;
          const deactivating =
            e.status !== EmployeeStatus.INACTIVE && values.status === EmployeeStatus.INACTIVE;
          if (!deactivating) return save.mutate({ values, form });
          // Deactivating signs the person out and keeps them from signing in: asked first.
          confirmAction({
            title: `Deactivate ${e.FirstName} ${e.LastName}?`,
            body: 'They are logged out everywhere and can no longer sign in until someone makes them active again.',
            confirmLabel: 'Deactivate',
            danger: true,
            onConfirm: () => save.mutate({ values, form }),
          });
        }}
        onCancel={onCancel}
        onDirtyChange={onDirtyChange}
        extraAction={
          e.id !== user.id && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconKey size={16} aria-hidden />}
              loading={reset.isPending}
              onClick={() =>
                confirmAction({
                  title: `Reset the password of ${e.FirstName} ${e.LastName}?`,
                  body: 'Their current password stops working and they are logged out everywhere. You will see the new password once.',
                  confirmLabel: 'Reset password',
                  danger: true,
                  onConfirm: () => reset.mutate(),
                })
              }
            >
              Reset password
            </Button>
          )
        }
      />
    </Stack>
  );
}
