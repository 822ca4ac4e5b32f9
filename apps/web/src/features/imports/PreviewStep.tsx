import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { importConfirmation, importReady, Msg, type ImportPreview } from '@jobline/shared';
import { errorMessage } from '../../api/client';
import { RowErrorTable } from './RowErrorTable';
import { RowWarningTable } from './RowWarningTable';
import { SheetCountsTable } from './SheetCountsTable';
import type { ImportFlow } from './useImportFlow';
import { UploadProgress } from './UploadProgress';

const IM = Msg.imports;

const total = (preview: ImportPreview, key: 'create' | 'update') =>
  preview.sheets.reduce((sum, sheet) => sum + sheet[key], 0);

/** Step 2: what the import would do and every row error; importing is possible only without errors. */
export function PreviewStep({ flow, preview }: { flow: ImportFlow; preview: ImportPreview }) {
  const created = total(preview, 'create');
  const updated = total(preview, 'update');
  const blocked = !preview.can_commit;
  const nothing = !blocked && created + updated === 0;
  const reasonId = 'import-commit-reason';

  const confirm = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': 'Close' },
      title: 'Import the file?',
      children: (
        <Stack gap="xs">
          <Text size="sm">{importConfirmation(created, updated)}</Text>
          <Text size="sm" c="dimmed">
            Everything is written at once; unchanged records stay as they are.
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Import', cancel: 'Cancel' },
      onConfirm: flow.runCommit,
    });

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          Check the preview
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {preview.file_name}: nothing has been imported yet.
        </Text>
      </div>
      <SheetCountsTable sheets={preview.sheets} caption="What the import would do" withErrors />

      {blocked ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={errorTitle(preview)}
        >
          <Text size="sm" id={reasonId}>
            {flow.stale ? `${IM.changedSincePreview} ` : ''}
            {IM.blockedByErrors}
          </Text>
        </Alert>
      ) : (
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
          <Text size="sm" id={reasonId}>
            {nothing ? IM.nothingToImport : importReady(created, updated)}
          </Text>
        </Alert>
      )}
      <ListedRows title="Errors" shown={preview.errors.length} total={preview.error_count} noun="errors">
        <RowErrorTable errors={preview.errors} />
      </ListedRows>
      <ListedRows
        title="Warnings and changes"
        note={IM.checkWarnings}
        shown={preview.warnings.length}
        total={preview.warning_count}
        noun="warnings"
      >
        <RowWarningTable warnings={preview.warnings} />
      </ListedRows>

      {flow.commitError !== null && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="Nothing was imported"
        >
          {errorMessage(flow.commitError)}
        </Alert>
      )}
      {flow.committing ? (
        <UploadProgress label="Importing the records…" />
      ) : (
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={flow.chooseAgain}
          >
            Choose another file
          </Button>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={blocked || nothing}
            aria-describedby={reasonId}
            onClick={confirm}
          >
            Import
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function errorTitle(preview: ImportPreview) {
  const n = preview.error_count;
  return `The file has ${n.toLocaleString()} ${n === 1 ? 'error' : 'errors'}`;
}

/** A titled list of the preview's rows, saying when only the first of them are shown. */
function ListedRows({
  title,
  note,
  shown,
  total,
  noun,
  children,
}: {
  title: string;
  note?: string;
  shown: number;
  total: number;
  noun: string;
  children: ReactNode;
}) {
  if (shown === 0) return null;
  return (
    <>
      <Title order={3} size="h4">
        {title}
      </Title>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      {total > shown && (
        <Text size="sm">
          Showing the first {shown.toLocaleString()} of {total.toLocaleString()} {noun}.
        </Text>
      )}
      {children}
    </>
  );
}
