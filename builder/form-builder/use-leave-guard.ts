// Asks before leaving the builder with unsaved changes: in-app navigation through react-router's
// blocker, closing or reloading the tab through the browser's beforeunload prompt.
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_QUESTION = 'This form has unsaved changes. Leave and lose them?';

export function useLeaveGuard(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
