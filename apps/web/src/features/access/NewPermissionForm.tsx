import { Alert, Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Msg, newPermissionRequest } from '@jobline/shared';
import { queryKeys } from '../../api/queryClient';
import { notifySuccess, showFormError } from '../../components/notify';
import { addPermission, type PermissionGroup } from './api';

interface Props {
  group: PermissionGroup;
  groups: readonly PermissionGroup[];
  onDone(): void;
  onCancel(): void;
}

/** Modal type 1: a permission within the group it was opened from. */
export function NewPermissionForm({ group, groups, onDone, onCancel }: Props) {
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { group_id: group.id, permission: '' },
    validate: schemaResolver(newPermissionRequest, { sync: true }),
  });
  const save = useMutation({
    mutationFn: addPermission,
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.permissionGroups });
      onDone();
    },
    onError: (error) => showFormError(form, error),
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        save.mutate({ group_id: values.group_id, permission: values.permission.trim() }),
      )}
      noValidate
    >
      <Stack>
        <Select<number>
          label="Permission group"
          data={groups.map((g) => ({ value: g.id, label: g.group_name }))}
          disabled
          {...form.getInputProps('group_id')}
        />
        <TextInput
          label="Permission name"
          required
          data-autofocus
          maxLength={100}
          {...form.getInputProps('permission')}
        />
        <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
          {Msg.access.newPermissionHint}
        </Alert>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Add permission
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
