// A new one-time invite link: the server shows it once, so it is put where it can be copied.
import { useEffect, useRef, useState } from 'react';
import { Button, TextField } from '@signalboard/shared/ui';

export function InviteLink({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);

  // Focus moves to the link so keyboard and screen-reader users land on what they came for.
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('yes');
    } catch {
      input.current?.select();
      setCopied('failed');
    }
  };

  return (
    <div className="sb-stack sb-stack--sm team-invite-link">
      <TextField
        ref={input}
        label="Invite link"
        value={url}
        readOnly
        hint="This link works once and expires in 7 days. Anyone who has it can join, so send it only to the person you invite."
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="sb-cluster">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy link
        </Button>
        <span role="status" className="sb-text-sm sb-muted">
          {copied === 'yes' ? 'Link copied.' : null}
          {copied === 'failed'
            ? 'Could not copy. The link is selected: press Ctrl+C (or Cmd+C) to copy it.'
            : null}
        </span>
      </div>
    </div>
  );
}
