import { useRef, useState } from 'react';
import { Alert, Progress, Stack, Text } from '@mantine/core';
import { Msg } from '@jobline/shared';
import { errorMessage } from '../api/client';
import type { DownloadProgress } from '../api/download';
import { notifySuccess } from './notify';

const M = Msg.worksheetExports;

/** Bytes as a person reads them: 850 B, 312 kB, 1.4 MB. */
export function shownBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export interface DownloadState<K extends string> {
  kind: K;
  received: number;
  total: number | null;
}

/**
 * One download at a time with its bytes as they arrive (redrawn every 32 kB), a notice with the
 * saved file's name, and the server's refusal kept to show under the buttons.
 */
export function useFileDownload<K extends string>() {
  const [busy, setBusy] = useState<DownloadState<K> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const lastShown = useRef(0);
  const run = async (kind: K, start: (onProgress: DownloadProgress) => Promise<string>) => {
    setError(null);
    setBusy({ kind, received: 0, total: null });
    lastShown.current = 0;
    try {
      const name = await start((received, total) => {
        if (received > 0 && received - lastShown.current < 32_768 && received !== total) return;
        lastShown.current = received;
        setBusy({ kind, received, total });
      });
      notifySuccess(name, { title: M.downloaded });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };
  return { busy, error, run, dismiss: () => setError(null) };
}

/** The progress of the download under way (bar and bytes, read out politely) and a refusal. */
export function DownloadStatus<K extends string>({
  busy,
  error,
  label,
  failedTitle,
  onDismiss,
}: {
  busy: DownloadState<K> | null;
  error: string | null;
  /** What is being downloaded, for the progress bar's name. */
  label: (kind: K) => string;
  failedTitle: string;
  onDismiss(): void;
}) {
  const percent = busy?.total ? Math.round((busy.received / busy.total) * 100) : null;
  return (
    <>
      {busy && (
        <Stack gap={4} maw={420}>
          <Progress
            value={percent ?? 100}
            animated={percent === null}
            striped={percent === null}
            aria-label={`${M.downloading}: ${label(busy.kind)}`}
          />
          <Text size="xs" c="dimmed" role="status" aria-live="polite">
            {M.downloading} — {shownBytes(busy.received)}
            {busy.total ? ` of ${shownBytes(busy.total)}` : ' received'}
          </Text>
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="light" title={failedTitle} withCloseButton onClose={onDismiss}>
          {error}
        </Alert>
      )}
    </>
  );
}
