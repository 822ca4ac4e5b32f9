import { Button, Card, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileDetails, type LoggedUser, type ProfileDetails } from '@jobline/shared';
import { queryKeys } from '../../api/queryClient';
import { notifySuccess, showFormError } from '../../components/notify';
import { updateProfile } from './api';

/** Editable first name, last name and contact number; the e-mail is shown but fixed. */
export function DetailsForm({ user }: { user: LoggedUser }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileDetails>({
    initialValues: { fname: user.first_name, lname: user.last_name, mobile: user.mobile ?? '' },
    validate: schemaResolver(profileDetails, { sync: true }),
    validateInputOnBlur: true,
  });
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (result, values) => {
      queryClient.setQueryData(queryKeys.me, result.user);
      form.resetDirty(values as ProfileDetails);
      notifySuccess(result.message);
    },
    onError: (error) => showFormError(form, error),
  });
  return (
    <Card withBorder padding="lg">
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack>
          <Title order={2} size="h4">
            My details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="First name"
              required
              autoComplete="given-name"
              {...form.getInputProps('fname')}
            />
            <TextInput
              label="Last name"
              required
              autoComplete="family-name"
              {...form.getInputProps('lname')}
            />
            <TextInput
              label="Contact number"
              required
              inputMode="numeric"
              autoComplete="tel"
              maxLength={10}
              {...form.getInputProps('mobile')}
            />
            <TextInput label="E-mail" value={user.email} disabled readOnly />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" disabled={!form.isDirty()} onClick={() => form.reset()}>
              Discard changes
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
