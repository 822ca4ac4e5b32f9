import { useState } from 'react';
import { Button, Group, Tooltip } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { Msg } from '@jobline/shared';
import { notifyError, notifySuccess } from '../../components/notify';
import { downloadEstimation } from './api';

interface Props {
  jobId: number | null;
  /** The saved sheet to export; null while the sheet is new. */
  sheetId: number | null;
  /** Unsaved changes: the export shows the saved sheet, so it waits for the save. */
  dirty: boolean;
}

/** Excel and PDF of the 'Job Estimation' (spec 001 §2.1), made by the server from the saved sheet. */
export function ExportButtons({ jobId, sheetId, dirty }: Props) {
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const ready = jobId !== null && sheetId !== null && !dirty;
  const reason = dirty ? Msg.tasking.exportNeedsSave : 'Save the sheet first to export it';
  const download = async (format: 'pdf' | 'xlsx') => {
    if (!ready) return;
    setBusy(format);
    try {
      const name = await downloadEstimation(jobId, sheetId, format);
      notifySuccess(`${name} downloaded`, { title: 'Job Estimation' });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  const button = (format: 'pdf' | 'xlsx') => (
    <Button
      variant="default"
      size="sm"
      leftSection={
        format === 'pdf' ? (
          <IconFileTypePdf size={16} aria-hidden />
        ) : (
          <IconFileSpreadsheet size={16} aria-hidden />
        )
      }
      loading={busy === format}
      disabled={!ready}
      onClick={() => void download(format)}
    >
      {format === 'pdf' ? 'PDF' : 'Excel'}
    </Button>
  );
  return (
    <Tooltip label={reason} disabled={ready} withinPortal>
      <Group gap="xs" aria-label="Download the job estimation" role="group">
        {button('xlsx')}
        {button('pdf')}
      </Group>
    </Tooltip>
  );
}
