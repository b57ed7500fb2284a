// Copies a value to the clipboard and says so (politely, for screen readers too). Where the clipboard is
// not available (an insecure context, a refused permission) it says how to copy by hand. Used for the
// settings' addresses and secrets and for a lead's reply draft.
import { useEffect, useState } from 'react';
import { Button } from './button';

type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  value: string;
  /** The button's accessible name when "Copy" alone is not enough: "Copy the webhook URL". */
  label?: string;
  /** What to select when copying is blocked: "the draft". */
  what?: string;
}

export function CopyButton({ value, label, what = 'the text' }: CopyButtonProps) {
  const [state, setState] = useState<CopyState>('idle');

  // "Copied" goes back to "Copy" after a moment, so copying again reads as a fresh action.
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
    <span className="sb-copy">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void copy()}
        // While it shows "Copied" its name is that word: a name that no longer holds the visible text
        // confuses speech input users (axe: label-content-name-mismatch).
        aria-label={state === 'copied' ? undefined : label}
        disabled={value.trim() === ''}
      >
        {state === 'copied' ? 'Copied' : 'Copy'}
      </Button>
      {/* Always there, so screen readers announce what it comes to say. */}
      <span role="status" className={state === 'failed' ? 'sb-text-sm sb-muted' : 'sb-visually-hidden'}>
        {state === 'copied' ? 'Copied to the clipboard.' : null}
        {state === 'failed' ? `Copying is blocked here: select ${what} and copy it yourself.` : null}
      </span>
    </span>
  );
}
