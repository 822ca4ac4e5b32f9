import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirmLeave } from './confirmDialogs';

// Same idea as Role Management's guard; a shared hook in components/ would serve both.
/** Asks before unsaved changes are lost by leaving the screen or closing the tab. */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state === 'blocked') confirmLeave({ onLeave: blocker.proceed, onStay: blocker.reset });
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
