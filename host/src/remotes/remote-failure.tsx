import { Button, IconRefresh, IconWarning } from '@signalboard/shared/ui';
import { useState } from 'react';

export interface RemoteFailureProps {
  area: string;
  error: Error;
  onRetry: () => void;
}

/** What a user sees in place of an area that failed to load or render. */
export function RemoteFailure({ area, error, onRetry }: RemoteFailureProps) {
  const [retrying, setRetrying] = useState(false);
  return (
    <div className="sb-remote-failure" role="alert">
      <div className="sb-remote-failure__icon" aria-hidden="true">
        <IconWarning size={24} />
      </div>
      <h2 className="sb-remote-failure__title">The {area} area could not be loaded.</h2>
      <p className="sb-remote-failure__message">{error.message || 'An unknown error occurred.'}</p>
      <p className="sb-remote-failure__hint">
        The rest of Signalboard still works. Check your connection and try again; if it keeps failing, this
        area may be being updated.
      </p>
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
