import type { ReactNode } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { z } from 'zod/mini';
import { rejectReason } from '@jobline/shared';

const form = z.object({ reason: rejectReason });

interface Props {
  intro: ReactNode;
  label: string;
  description?: string;
  pending: boolean;
  onSubmit(reason: string): void;
  onCancel(): void;
}

/** A finished job's reject reason: more than 5 characters, and said so next to the field (O-11). */
export function RejectReasonForm({ intro, label, description, pending, onSubmit, onCancel }: Props) {
  const reasonForm = useForm({
    initialValues: { reason: '' },
    validate: schemaResolver(form, { sync: true }),
  });
  return (
    <form noValidate onSubmit={reasonForm.onSubmit(({ reason }) => onSubmit(reason.trim()))}>
      <Stack>
        <Text size="sm">{intro}</Text>
        <Textarea
          label={label}
          description={description}
          required
          autosize
          minRows={3}
          maxLength={500}
          data-autofocus
          {...reasonForm.getInputProps('reason')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={pending}>
            Reject job
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
