import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Msg } from '@jobline/shared';
import { downloadFile } from '../../api/download';
import { notifyError, notifySuccess } from '../../components/notify';

const M = Msg.jobAdmin;

/** The job's PDF (spec 002 §4), made by the server; a canceled job's carries its label. */
export function JobPdfButton({ jobId, jobNo }: { jobId: number; jobNo: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const name = await downloadFile(`jobs/${jobId}/details.pdf`, `job-${jobNo}.pdf`, M.pdfFailed);
      notifySuccess(`${name} downloaded`, { title: `${M.pdfTitle} ${jobNo}` });
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={`Download the PDF of ${jobNo}`}
    >
      {M.downloadPdf}
    </Button>
  );
}
