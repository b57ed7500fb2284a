// The user's Signalboard ID (their user id): the guest-access API adds a guest by it, so someone
// without an organization gives it to an owner or admin of the project they should see.
import { useRef, useState } from 'react';
import { useMe } from '@signalboard/shared/api';
import { Button, Card, Spinner, TextField } from '@signalboard/shared/ui';

export function YourSignalboardId() {
  const me = useMe();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  const copy = async (id: string) => {
    try {
      await navigator.clipboard.writeText(id);
      setCopied('yes');
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopied('failed');
    }
  };

  return (
    <Card
      title="Your Signalboard ID"
      description="Someone wants to share a project with you? Give this ID to an owner or admin of their organization: they add you as a guest of the project, and it appears here."
    >
      {me.isPending ? <Spinner label="Loading your account" /> : null}
      {me.isError ? (
        <p className="sb-muted">Your account could not be loaded. Reload the page to see your ID.</p>
      ) : null}
      {me.isSuccess ? (
        <div className="sb-stack sb-stack--sm">
          <TextField
            ref={input}
            label="Your Signalboard ID"
            value={me.data.id}
            readOnly
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="sb-cluster">
            <Button variant="secondary" onClick={() => void copy(me.data.id)}>
              Copy ID
            </Button>
            <span role="status" className="sb-text-sm sb-muted">
              {copied === 'yes' ? 'ID copied.' : null}
              {copied === 'failed'
                ? 'Could not copy. The ID is selected: press Ctrl+C (or Cmd+C) to copy it.'
                : null}
            </span>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
