import { Wordmark } from '@signalboard/shared/ui';

/** Full-page message when /app-config.json cannot be read: nothing else can start without it. */
export function ConfigError({ reason }: { reason: string }) {
  return (
    <div className="sb-error-layout">
      <span className="sb-error-layout__brand">
        <Wordmark />
      </span>
      <main className="sb-error-layout__main">
        <div className="sb-error-page" role="alert">
          <h1 className="sb-error-page__title">Signalboard could not start</h1>
          <p className="sb-error-page__message">
            Its configuration could not be read: {reason} Please reload the page in a moment; if this
            persists, contact{' '}
            <a className="sb-link" href="mailto:support@signalboard.app">
              support@signalboard.app
            </a>
            .
          </p>
          <div className="sb-error-page__actions">
            <button
              type="button"
              className="sb-button sb-button--primary sb-button--lg"
              onClick={() => window.location.reload()}
            >
              Reload
            </button>
          </div>
        </div>
      </main>
    </div>
  );
}
