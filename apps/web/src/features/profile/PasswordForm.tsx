import { Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { Msg, passwordChangeForm, type PasswordChangeForm } from '@jobline/shared';
import { notifySuccess, showFormError } from '../../components/notify';
import { updateProfile } from './api';

/** Old, new and repeated password (spec 001 §5 Profile); other sessions end on success. */
export function PasswordForm() {
  const form = useForm<PasswordChangeForm>({
    initialValues: { old_password: '', password: '', repeat_password: '' },
    validate: schemaResolver(passwordChangeForm, { sync: true }),
    validateInputOnBlur: true,
    onValuesChange: (values, previous) => {
      // Clearing the new password starts the form afresh.
      if (values.password === '' && previous.password !== '') form.clearErrors();
    },
  });
  const save = useMutation({
    mutationFn: (values: PasswordChangeForm) =>
      updateProfile({ old_password: values.old_password, password: values.password }),
    onSuccess: (result) => {
      form.reset();
      notifySuccess(result.message);
    },
    onError: (error) => showFormError(form, error),
  });
  return (
    <Card withBorder padding="lg">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          <div>
            <Title order={2} size="h4">
              Change password
            </Title>
            <Text size="sm" c="dimmed">
              You stay logged in here; other devices are logged out.
            </Text>
          </div>
          <PasswordInput
            label="Old password"
            autoComplete="current-password"
            required
            {...form.getInputProps('old_password')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordInput
              label="New password"
              description={Msg.profile.passwordRule}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label="Repeat password"
              autoComplete="new-password"
              required
              {...form.getInputProps('repeat_password')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
