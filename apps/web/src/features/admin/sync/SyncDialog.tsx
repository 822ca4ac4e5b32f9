import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Perm,
  SYNC_ENTITY_LABELS,
  type SyncApplied,
  type SyncEntity,
  type SyncPreview,
} from '@jobline/shared';
import { confirmAction } from '../../../components/confirm';
import { QueryError } from '../../../components/QueryError';
import { notifySuccess } from '../../../components/notify';
import { useAuth } from '../../auth/AuthProvider';
import { applySync, previewSync, syncKeys } from './api';
import { useSyncProgress } from './queries';
import { SyncCountTiles, SyncPreviewDetails } from './SyncPreviewDetails';
import { SyncProgressBar } from './SyncProgressBar';

interface Props {
  entity: SyncEntity;
  opened: boolean;
  onClose(): void;
  /** After 'Sync successful': what the caller reloads (the jobs list for a job sync). */
  onApplied?(answer: SyncApplied): void;
}

/**
 * The one sync flow (Data Synchronization, the top bar's Job Sync, Sync Jobs): opening it previews
 * (nothing changes), the preview shows what an apply would do, and Apply, once confirmed, applies it.
 */
export function SyncDialog({ entity, opened, onClose, onApplied }: Props) {
  const { can } = useAuth();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  const label = SYNC_ENTITY_LABELS[entity];
  const [taken, setTaken] = useState<string[]>([]);
  const refreshLog = () => void queryClient.invalidateQueries({ queryKey: syncKeys.runs });
  const preview = useMutation({
    mutationFn: () => previewSync(entity),
    onMutate: () => setTaken([]),
    onSettled: refreshLog,
  });
  const apply = useMutation({
    mutationFn: (p: SyncPreview) => applySync(entity, { run_id: p.run.id, take_erp: taken }),
    onSettled: refreshLog,
    onSuccess: (answer) => {
      notifySuccess(answer.message, { title: `${label}: sync` });
      onApplied?.(answer);
      onClose();
    },
  });
  const { mutate: startPreview, reset: resetPreview } = preview;
  const { reset: resetApply } = apply;
  useEffect(() => {
    if (!opened) return;
    resetApply();
    resetPreview();
    startPreview();
  }, [opened, startPreview, resetPreview, resetApply]);
  const progress = useSyncProgress(entity, preview.isPending || apply.isPending);

  const ready = preview.data;
  const writes = ready ? ready.run.counts.create + ready.run.counts.update + taken.length : 0;
  const confirmApply = () => {
    if (!ready) return;
    const { counts } = ready.run;
    confirmAction({
      title: `Apply the ${label.toLowerCase()} sync?`,
      body: [
        `${counts.create} to create and ${counts.update} to update, all in one go.`,
        counts.conflict
          ? `${taken.length} of ${counts.conflict} conflicts take the ERP’s values; the rest stay as they are here.`
          : 'Nothing here is overwritten that was changed since the last sync.',
      ],
      confirmLabel: 'Apply',
      onConfirm: () => apply.mutate(ready),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`${label}: sync from the ERP`}
      size="xl"
      fullScreen={phone}
      closeOnClickOutside={!apply.isPending}
    >
      <Stack>
        {preview.isPending && (
          <SyncProgressBar progress={progress} label={`Preview of ${label.toLowerCase()}`} />
        )}
        {preview.isError && (
          <QueryError title="The preview failed" error={preview.error} onRetry={() => preview.mutate()} />
        )}
        {ready && (
          <>
            <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
              {ready.message}
            </Alert>
            <SyncCountTiles counts={ready.run.counts} />
            <SyncPreviewDetails
              preview={ready}
              taking={{ allowed: can(Perm.SUPER_ADMIN), taken, onChange: setTaken }}
            />
          </>
        )}
        {apply.isPending && <SyncProgressBar progress={progress} label={`Sync of ${label.toLowerCase()}`} />}
        {apply.isError && (
          <QueryError
            title="Nothing was applied"
            error={apply.error}
            action="Preview again"
            onRetry={() => {
              apply.reset();
              preview.mutate();
            }}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={apply.isPending}>
            {ready && !writes ? 'Close' : 'Cancel'}
          </Button>
          {ready && !apply.isError && (
            <Button onClick={confirmApply} loading={apply.isPending} disabled={!writes}>
              {writes ? 'Apply' : 'Nothing to apply'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
