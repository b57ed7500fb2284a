// Copies a value to the clipboard and says so (politely, for screen readers too). Where the
// clipboard is not available (insecure context, refused permission) it says how to copy by hand.
import { useEffect, useState } from 'react';
import { Button } from '@signalboard/shared/ui';

type CopyState = 'idle' | 'copied' | 'failed';

export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return undefined;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <span className="settings-copy">
      <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label={label}>
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      <span role="status" className={state === 'failed' ? 'sb-text-sm sb-muted' : 'sb-visually-hidden'}>
        {state === 'copied' ? 'Copied to the clipboard.' : null}
        {state === 'failed' ? 'Copying is blocked here: select the text and copy it yourself.' : null}
      </span>
    </span>
  );
}
