// Asks before unsaved changes are dropped: a dialog (Stay / Leave) when the user navigates inside the
// suite (another settings tab, the navigation, Back), and the browser's own prompt on reload, close
// or a typed URL. The in-app half needs the suite's router (the host's createAppRouter); under a
// plain <Router> only the browser prompt is left, instead of a crash.
import { useBlocker, useCanBlock } from '@signalboard/shared/router';
import { ConfirmDialog } from '@signalboard/shared/ui';
import { useBeforeUnload } from './use-before-unload';

export interface UnsavedChangesPromptProps {
  /** Whether the form holds changes that are not saved. */
  dirty: boolean;
  /** What holds them, in the sentence "You have unsaved changes in …", e.g. "the project name". */
  what: string;
}

export function UnsavedChangesPrompt({ dirty, what }: UnsavedChangesPromptProps) {
  useBeforeUnload(dirty);
  return useCanBlock() ? <NavigationPrompt dirty={dirty} what={what} /> : null;
}

function NavigationPrompt({ dirty, what }: UnsavedChangesPromptProps) {
  // Only a move to another page counts: a changed query string keeps the form on screen.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={blocked}
      title="Leave without saving?"
      description={`You have unsaved changes in ${what}. If you leave now, they are lost.`}
      cancelLabel="Stay"
      confirmLabel="Leave"
      destructive
      onCancel={() => {
        if (blocker.state === 'blocked') blocker.reset();
      }}
      onConfirm={() => {
        if (blocker.state === 'blocked') blocker.proceed();
      }}
    />
  );
}
