import { useState } from 'react';
import { Alert, Anchor, Button, FileInput, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { IMPORT_KINDS, IMPORT_SHEET_NAMES, MAX_IMPORT_BYTES, Msg } from '@jobline/shared';
import { errorMessage } from '../../api/client';
import { notifyError } from '../../components/notify';
import { downloadTemplate, isCsv, type CsvKindChoice } from './api';
import type { ImportFlow } from './useImportFlow';
import { UploadProgress } from './UploadProgress';

const IM = Msg.imports;
const KIND_OPTIONS = [
  { value: 'auto', label: 'Recognise from the header row' },
  ...IMPORT_KINDS.map((kind) => ({ value: kind, label: IMPORT_SHEET_NAMES[kind] })),
];

/** Step 1: pick the file (and what a CSV holds), with the template to start from. */
export function FileStep({ flow }: { flow: ImportFlow }) {
  const [downloading, setDownloading] = useState(false);
  const tooLarge = flow.file !== null && flow.file.size > MAX_IMPORT_BYTES;
  const fileError = tooLarge ? IM.fileTooLarge : flow.fileErrors.file;
  const otherError =
    flow.checkError && !flow.fileErrors.file && !flow.fileErrors.kind ? flow.checkError : null;

  const getTemplate = async () => {
    setDownloading(true);
    try {
      await downloadTemplate();
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Choose the file
      </Title>
      <Text size="sm">{IM.fileStepIntro}</Text>
      <Group gap="xs">
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={getTemplate}
          disabled={downloading}
          aria-busy={downloading}
        >
          <Group gap={6} wrap="nowrap">
            <IconDownload size={16} aria-hidden />
            {downloading ? 'Downloading the template…' : 'Download template'}
          </Group>
        </Anchor>
        <Text size="sm" c="dimmed">
          (the four sheets with their columns and an example row)
        </Text>
      </Group>

      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!tooLarge) flow.runPreview();
        }}
      >
        <Stack gap="md" maw={520}>
          <FileInput
            label="Spreadsheet file"
            placeholder="Choose an .xlsx or .csv file"
            accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            value={flow.file}
            onChange={flow.setFile}
            error={fileError}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
            required
            disabled={flow.checking}
          />
          {isCsv(flow.file) && (
            <Select
              label="The CSV file holds"
              data={KIND_OPTIONS}
              value={flow.kind}
              onChange={(value) => value && flow.setKind(value as CsvKindChoice)}
              allowDeselect={false}
              error={flow.fileErrors.kind}
              disabled={flow.checking}
            />
          )}
          {otherError !== null && (
            <Alert
              color="red"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title="The file was not checked"
            >
              {errorMessage(otherError)}
            </Alert>
          )}
          {flow.checking ? (
            <UploadProgress label="Uploading and checking the file…" />
          ) : (
            <Group>
              <Button type="submit" disabled={!flow.file || tooLarge}>
                Check the file
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
