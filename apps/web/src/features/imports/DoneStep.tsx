import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ImportCommitResult } from '@jobline/shared';
import { SheetCountsTable } from './SheetCountsTable';

const total = (result: ImportCommitResult, key: 'create' | 'update' | 'unchanged') =>
  result.sheets.reduce((sum, sheet) => sum + sheet[key], 0);

/** Step 3: what the import did, and the way back to Customer Registration. */
export function DoneStep({ result, onAgain }: { result: ImportCommitResult; onAgain(): void }) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Import finished
      </Title>
      <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {result.file_name}: {total(result, 'create')} new and {total(result, 'update')} changed records were
          imported; {total(result, 'unchanged')} were registered already and stayed as they were.
        </Text>
      </Alert>
      <SheetCountsTable sheets={result.sheets} caption="What the import did" withErrors={false} />
      <Group>
        <Button component={Link} to="/customer" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Back to Customer Registration
        </Button>
        <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={onAgain}>
          Import another file
        </Button>
      </Group>
    </Stack>
  );
}
