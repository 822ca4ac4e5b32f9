import { Progress, Stack, Text } from '@mantine/core';

/** Shown while the file travels and the server reads it: how long depends on the file. */
export function UploadProgress({ label }: { label: string }) {
  return (
    <Stack gap={6} role="status" aria-live="polite">
      <Text size="sm">{label}</Text>
      <Progress value={100} striped animated aria-label={label} />
    </Stack>
  );
}
