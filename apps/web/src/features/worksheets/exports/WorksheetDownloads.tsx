import { useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconReportAnalytics } from '@tabler/icons-react';
import { Msg } from '@jobline/shared';
import { errorMessage } from '../../../api/client';
import { downloadFile } from '../../../api/download';
import { notifySuccess } from '../../../components/notify';
import type { WorksheetFilters } from '../worksheetFilters';
import {
  asksByDates,
  downloadPath,
  showsProgressReport,
  shownBytes,
  type WorksheetDownload,
} from './downloadPaths';

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

interface Received {
  kind: WorksheetDownload;
  received: number;
  total: number | null;
}

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
  const [busy, setBusy] = useState<Received | null>(null);
  const [asking, setAsking] = useState<WorksheetDownload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lastShown = useRef(0);

  const download = async (kind: WorksheetDownload, byDates: boolean) => {
    setAsking(null);
    setError(null);
    setBusy({ kind, received: 0, total: null });
    lastShown.current = 0;
    try {
      const name = await downloadFile(
        downloadPath(filters, kind, byDates),
        FALLBACK[kind],
        M.downloadFailed,
        {
          onProgress: (received, total) => {
            // Redraw at the start (with the size when known), every 32 kB, and at the end.
            if (received > 0 && received - lastShown.current < 32_768 && received !== total) return;
            lastShown.current = received;
            setBusy({ kind, received, total });
          },
        },
      );
      notifySuccess(`${name}`, { title: M.downloaded });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
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
  const percent = busy?.total ? Math.round((busy.received / busy.total) * 100) : null;

  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label="Downloads">
        {button('xlsx')}
        {button('pdf')}
        {showsProgressReport(filters, reviewing) && button('progress')}
      </Group>
      {busy && (
        <Stack gap={4} maw={420}>
          <Progress
            value={percent ?? 100}
            animated={percent === null}
            striped={percent === null}
            aria-label={`${M.downloading}: ${LABELS[busy.kind]}`}
          />
          <Text size="xs" c="dimmed" role="status" aria-live="polite">
            {M.downloading} — {shownBytes(busy.received)}
            {busy.total ? ` of ${shownBytes(busy.total)}` : ' received'}
          </Text>
        </Stack>
      )}
      {error && (
        <Alert
          color="red"
          variant="light"
          title={M.downloadFailed}
          withCloseButton
          onClose={() => setError(null)}
        >
          {error}
        </Alert>
      )}
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
