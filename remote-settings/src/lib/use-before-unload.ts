// Asks the browser to confirm leaving the page (reload, close, typed URL) while a form has unsaved
// changes. In-app navigation is asked about by UnsavedChangesPrompt, which uses this too.
import { useEffect } from 'react';

export function useBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
