import { Button, IconRefresh, IconWarning } from '@signalboard/shared/ui';
import { useState } from 'react';
import { RemoteRefusedError } from './remote-registry';

export interface RemoteFailureProps {
  area: string;
  error: Error;
  onRetry: () => void;
}

/** The first line of a message; federation runtime errors append arguments and doc links. */
function headline(message: string): string {
  return message.split('\n')[0]?.trim() || 'An unknown error occurred.';
}

/** What a user sees in place of an area that failed to load or render. */
export function RemoteFailure({ area, error, onRetry }: RemoteFailureProps) {
  const [retrying, setRetrying] = useState(false);
  const message = error.message.trim();
  return (
    <div className="sb-remote-failure" role="alert">
      <div className="sb-remote-failure__icon" aria-hidden="true">
        <IconWarning size={24} />
      </div>
      <h2 className="sb-remote-failure__title">The {area} area could not be loaded.</h2>
      {error instanceof RemoteRefusedError ? (
        <>
          {/* Refused before any of its code was requested: say why, and what would fix it. */}
          {error.problems.map((problem) => (
            <p key={problem} className="sb-remote-failure__message">
              {problem}
            </p>
          ))}
          <p className="sb-remote-failure__hint">{error.advice} The rest of Signalboard still works.</p>
        </>
      ) : (
        <>
          <p className="sb-remote-failure__message">{headline(message)}</p>
          {message.includes('\n') ? (
            <details className="sb-remote-failure__details">
              <summary>Technical details</summary>
              <pre>{message}</pre>
            </details>
          ) : null}
          <p className="sb-remote-failure__hint">
            The rest of Signalboard still works. Check your connection and try again; if it keeps failing,
            this area may be being updated.
          </p>
        </>
      )}
      <Button
        variant="secondary"
        icon={<IconRefresh />}
        loading={retrying}
        loadingLabel="Retrying"
        onClick={() => {
          setRetrying(true);
          onRetry();
        }}
      >
        Retry
      </Button>
    </div>
  );
}
