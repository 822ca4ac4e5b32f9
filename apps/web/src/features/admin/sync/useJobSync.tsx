import { lazy, Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Feature, Perm, SyncEntity, SyncStatus } from '@jobline/shared';
import { useAuth } from '../../auth/AuthProvider';
import { useFeatureOn } from '../features/featureSwitches';

const SyncDialog = lazy(async () => ({ default: (await import('./SyncDialog')).SyncDialog }));

/** Who may sync jobs (the server's rule, admin/sync/syncAccess): the super admin and whoever brings jobs in. */
const JOB_SYNC_PERMISSIONS = [Perm.SUPER_ADMIN, Perm.JOBS, Perm.NEW_JOB, Perm.QUICK_JOB_MONITOR];

/**
 * Job Sync (the top bar's, the quick job form's Sync Jobs): whether this user may, a function that
 * opens the preview, and the dialog to render. Status 2 reloads the jobs lists (spec GET jobs/sync).
 */
export function useJobSync() {
  const { can } = useAuth();
  const on = useFeatureOn(Feature.ERP_SYNC);
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const allowed = on && JOB_SYNC_PERMISSIONS.some((p) => can(p));
  const dialog =
    allowed && loaded ? (
      <Suspense fallback={null}>
        <SyncDialog
          entity={SyncEntity.JOBS}
          opened={opened}
          onClose={() => setOpened(false)}
          onApplied={(answer) => {
            if (answer.status !== SyncStatus.APPLIED) return;
            void queryClient.invalidateQueries({ queryKey: ['job-admin'] });
            void queryClient.invalidateQueries({ queryKey: ['pickable-jobs'] });
          }}
        />
      </Suspense>
    ) : null;
  return {
    allowed,
    open: () => {
      setLoaded(true);
      setOpened(true);
    },
    dialog,
  };
}
