import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmAction } from './confirm';

/** Asks before unsaved changes are lost by leaving the screen or closing the tab. */
export function useLeaveGuard(dirty: boolean, unsaved: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmAction({
      title: 'Leave without saving?',
      body: unsaved,
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
      danger: true,
      onConfirm: blocker.proceed,
      onCancel: blocker.reset,
    });
  }, [blocker, unsaved]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
