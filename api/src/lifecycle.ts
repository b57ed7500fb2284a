/**
 * Runs `stop` once on SIGINT/SIGTERM, then exits. A second signal exits at once (someone pressing Ctrl+C
 * twice wants out now).
 */
export function stopOnSignals(stop: () => Promise<void>, log: (message: string) => void): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    log(`${signal} received: shutting down`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}

/** One line instead of a stack trace for the start-up failures people actually meet. */
export function startupFailure(what: string, error: unknown): never {
  const err = error as NodeJS.ErrnoException;
  const reason =
    err?.code === 'ECONNREFUSED'
      ? 'the database refused the connection (is PostgreSQL running at DATABASE_URL?)'
      : err?.code === 'EADDRINUSE'
        ? 'the port is already in use (set PORT to another one)'
        : err instanceof Error
          ? err.message
          : String(error);
  process.stderr.write(`Signalboard ${what} could not start: ${reason}\n`);
  process.exit(1);
}
