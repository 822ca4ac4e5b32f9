import { Button, Group, Stack } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { Msg, type ReportFormat } from '@jobline/shared';
import { DownloadStatus, useFileDownload } from '../../components/FileDownload';
import { downloadReport, type ReportCall } from './api';

const M = Msg.reports;
const LABELS: Record<ReportFormat, string> = { xlsx: M.downloadExcel, pdf: M.downloadPdf };

/**
 * Excel and PDF of the report exactly as loaded: the same filters go to the server, which writes
 * the same rows. Disabled until something is loaded; the bytes show as they arrive.
 */
export function ReportDownloads({ call, filters }: { call: ReportCall; filters: unknown }) {
  const { busy, error, run, dismiss } = useFileDownload<ReportFormat>();
  const button = (format: ReportFormat) => (
    <Button
      variant="default"
      leftSection={
        format === 'xlsx' ? (
          <IconFileSpreadsheet size={16} aria-hidden />
        ) : (
          <IconFileTypePdf size={16} aria-hidden />
        )
      }
      loading={busy?.kind === format}
      disabled={filters === null || (busy !== null && busy.kind !== format)}
      onClick={() =>
        void run(format, (onProgress) => downloadReport(call, filters, format, M.downloadFailed, onProgress))
      }
    >
      {LABELS[format]}
    </Button>
  );
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label="Downloads">
        {button('xlsx')}
        {button('pdf')}
      </Group>
      <DownloadStatus
        busy={busy}
        error={error}
        label={(f) => LABELS[f]}
        failedTitle={M.downloadFailed}
        onDismiss={dismiss}
      />
    </Stack>
  );
}
