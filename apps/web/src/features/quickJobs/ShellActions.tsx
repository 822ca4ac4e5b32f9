import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { Perm } from '@jobline/shared';
import { useAuth } from '../auth/AuthProvider';
import { NotificationBell } from '../notifications/NotificationBell';
import { NewJobBell } from './bell/NewJobBell';

// The modal's code loads the first time it is opened, not with every page.
const AddJobModal = lazy(async () => ({ default: (await import('./addJob/AddJobModal')).AddJobModal }));

/** The top bar's job actions (the add-job button and the new-job bell), shown by right. */
export function ShellActions() {
  const { can } = useAuth();
  // Whoever may create jobs (7) and quick job managers (who hold 3) add jobs from the modal.
  const mayAdd = can(Perm.NEW_JOB) || can(Perm.QUICK_JOB_MONITOR);
  return (
    <>
      {mayAdd && <AddJobAction />}
      {can(Perm.JOBS) && <NewJobBell />}
      <NotificationBell />
    </>
  );
}

function AddJobAction() {
  const [params] = useSearchParams();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const open = () => {
    setLoaded(true);
    setOpened(true);
  };
  return (
    <>
      <Button
        visibleFrom="sm"
        size="xs"
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={open}
      >
        Add job
      </Button>
      <Tooltip label="Add job">
        <ActionIcon hiddenFrom="sm" variant="light" size="lg" aria-label="Add job" onClick={open}>
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <AddJobModal opened={opened} onClose={() => setOpened(false)} hideTaskingJob={params.has('a')} />
        </Suspense>
      )}
    </>
  );
}
