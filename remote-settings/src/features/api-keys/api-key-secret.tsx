// The new key's secret, the one time the API sends it: read-only and monospace, whole (wrapped), selected on focus so it
// can be copied by hand too, a Copy button that says "Copied" (and announces it), and the warning that
// it will not be shown again. Focus lands on the field, so a screen reader reads the secret's label.
import { useEffect, useId, useRef } from 'react';
import { CopyButton, IconWarning } from '@signalboard/shared/ui';

export function ApiKeySecret({ name, secret }: { name: string; secret: string }) {
  const fieldId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  return (
    <div className="sb-stack">
      <p>
        “{name}” is ready. Copy its secret now and keep it where your program reads its secrets, or in your
        password manager.
      </p>
      <div className="sb-field">
        <label className="sb-field__label" htmlFor={fieldId}>
          Secret key
        </label>
        <div className="api-key-secret">
          {/* A text area, so the whole secret shows, wrapped on a phone, rather than scrolled. */}
          <textarea
            ref={field}
            id={fieldId}
            className="sb-textarea api-key-secret__value"
            readOnly
            rows={2}
            value={secret}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          {/* Named by its visible word (see api-keys-intro.tsx); the field's label is right before it. */}
          <CopyButton value={secret} what="the key" />
        </div>
      </div>
      <p className="api-key-secret__warning">
        <IconWarning size={18} />
        <span>
          <strong>You will not see it again.</strong> If it is lost, revoke this key and create another.
        </span>
      </p>
    </div>
  );
}
