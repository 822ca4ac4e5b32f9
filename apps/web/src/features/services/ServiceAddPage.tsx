import { Stack, Text, Title } from '@mantine/core';
import { ServiceForm } from './ServiceForm';
import { ServiceRecords } from './ServiceRecords';

/** Service Details Add (screens §9.7): the visit form, and below it the records table. */
export function ServiceAddPage() {
  return (
    <Stack>
      <div>
        <Title order={1} size="h2">
          Service Details Add
        </Title>
        <Text c="dimmed" size="sm">
          Record a service visit to a customer&apos;s branch under one of its agreements.
        </Text>
      </div>
      <ServiceForm />
      <ServiceRecords />
    </Stack>
  );
}
