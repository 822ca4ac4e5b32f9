import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconReportAnalytics } from '@tabler/icons-react';
import { Msg } from '@jobline/shared';
import { downloadFile } from '../../../api/download';
import { DownloadStatus, useFileDownload } from '../../../components/FileDownload';
import type { WorksheetFilters } from '../worksheetFilters';
import { asksByDates, downloadPath, showsProgressReport, type WorksheetDownload } from './downloadPaths';

const M = Msg.worksheetExports;
const LABELS: Record<WorksheetDownload, string> = {
  xlsx: M.downloadExcel,
  pdf: M.downloadPdf,
  progress: M.downloadProgress,
};
const FALLBACK: Record<WorksheetDownload, string> = {
  xlsx: 'worksheet.xlsx',
  pdf: 'worksheet.pdf',
  progress: 'progress-report.pdf',
};

/**
 * Download Excel, Download PDF and (for all employees, not while reviewing: R-165) the progress
 * report, of the report as loaded. Over several days for all employees it asks 'Report by dates?'
 * first. The bytes are shown as they arrive; a refusal is shown under the buttons.
 */
export function WorksheetDownloads({
  filters,
  reviewing = false,
}: {
  filters: WorksheetFilters;
  /** A correction is being reviewed: the progress report is hidden. */
  reviewing?: boolean;
}) {
  const [asking, setAsking] = useState<WorksheetDownload | null>(null);
  const { busy, error, run, dismiss } = useFileDownload<WorksheetDownload>();

  const download = (kind: WorksheetDownload, byDates: boolean) => {
    setAsking(null);
    return run(kind, (onProgress) =>
      downloadFile(downloadPath(filters, kind, byDates), FALLBACK[kind], M.downloadFailed, { onProgress }),
    );
  };
  const start = (kind: WorksheetDownload) =>
    asksByDates(filters) ? setAsking(kind) : void download(kind, false);

  const button = (kind: WorksheetDownload) => (
    <Button
      key={kind}
      variant="default"
      leftSection={
        kind === 'xlsx' ? (
          <IconFileSpreadsheet size={16} aria-hidden />
        ) : kind === 'pdf' ? (
          <IconFileTypePdf size={16} aria-hidden />
        ) : (
          <IconReportAnalytics size={16} aria-hidden />
        )
      }
      loading={busy?.kind === kind}
      disabled={busy !== null && busy.kind !== kind}
      onClick={() => start(kind)}
      w={{ base: '100%', xs: 'auto' }}
    >
      {LABELS[kind]}
    </Button>
  );
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label="Downloads">
        {button('xlsx')}
        {button('pdf')}
        {showsProgressReport(filters, reviewing) && button('progress')}
      </Group>
      <DownloadStatus
        busy={busy}
        error={error}
        label={(kind) => LABELS[kind]}
        failedTitle={M.downloadFailed}
        onDismiss={dismiss}
      />
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={M.reportByDates} size="sm">
        <Stack gap="md">
          <Text size="sm">{M.reportByDatesHelp}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => asking && void download(asking, false)}>
              {M.totalsOnly}
            </Button>
            <Button onClick={() => asking && void download(asking, true)}>{M.byDates}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
