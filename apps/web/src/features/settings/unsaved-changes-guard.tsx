import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '#src/components/ui/confirm-dialog.tsx';

/**
 * While `when` holds, leaving the screen (or switching section) asks first, and closing or
 * reloading the tab gets the browser's own warning.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  const leaving = useRef(false);
  const { t } = useLingui();

  useEffect(() => {
    if (blocker.state === 'blocked') leaving.current = false;
  }, [blocker.state]);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && !leaving.current) blocker.reset?.();
      }}
      title={t`Leave without saving?`}
      description={t`You have changes that are not saved yet. If you leave now, they are lost.`}
      confirmLabel={t`Leave without saving`}
      cancelLabel={t`Stay`}
      destructive
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
    />
  );
}
