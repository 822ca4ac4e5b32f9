import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newRoleRequest } from '@jobline/shared';
import { queryKeys } from '../../api/queryClient';
import { notifySuccess, showFormError } from '../../components/notify';
import { addRole } from './api';

/** Modal type 2: a role name (POST authorization/roles). */
export function NewRoleForm({ onDone, onCancel }: { onDone(roleId: number): void; onCancel(): void }) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { role: '' },
    validate: schemaResolver(newRoleRequest, { sync: true }),
  });
  const save = useMutation({
    mutationFn: addRole,
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.roles });
      onDone(result.role.id);
    },
    onError: (error) => showFormError(form, error),
  });
  return (
    <form onSubmit={form.onSubmit((values) => save.mutate({ role: values.role.trim() }))} noValidate>
      <Stack>
        <TextInput label="Role name" required data-autofocus maxLength={60} {...form.getInputProps('role')} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Add role
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
