import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useJobSync } from './useJobSync';

/** The top bar's Job Sync (spec 000 §2): previews the ERP's jobs, then applies them on confirmation. */
export function JobSyncButton() {
  const sync = useJobSync();
  if (!sync.allowed) return null;
  return (
    <>
      <Button
        visibleFrom="sm"
        size="xs"
        variant="default"
        leftSection={<IconRefresh size={16} aria-hidden />}
        onClick={sync.open}
      >
        Job Sync
      </Button>
      <Tooltip label="Job Sync">
        <ActionIcon hiddenFrom="sm" variant="default" size="lg" aria-label="Job Sync" onClick={sync.open}>
          <IconRefresh size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {sync.dialog}
    </>
  );
}
