import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

export interface LeaveGuardProps {
  /** There is unsaved work. */
  when: boolean;
  title?: string;
  description?: string;
}

const DEFAULT_TITLE = 'Leave without saving?';
const DEFAULT_DESCRIPTION = 'Your unsaved changes will be lost.';

/**
 * Asks before unsaved work is left behind: a link or Back inside the app opens a dialog (Stay or
 * Leave), and closing or reloading the tab gets the browser's own prompt.
 */
export function LeaveGuard(props: LeaveGuardProps) {
  useBeforeUnload(props.when);
  // In-app navigation can only be held by a data router (the app's); plain routers (unit tests) skip it.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return dataRouter ? <RouteLeaveDialog {...props} /> : null;
}

function useBeforeUnload(when: boolean): void {
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}

function RouteLeaveDialog({
  when,
  title = DEFAULT_TITLE,
  description = DEFAULT_DESCRIPTION,
}: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={title}
      description={description}
      confirmLabel="Leave"
      cancelLabel="Stay"
      variant="destructive"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
