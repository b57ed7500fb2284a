// What a remote's './routes' resolves to when it could not be loaded: every mount renders a route
// that throws the load error, so the route error boundary shows which area failed and offers Retry.
// This file is part of the federation runtime plugin, which runs before shared modules exist:
// it must not import React, the router or anything from @signalboard/shared at run time.
import type { RemoteName } from '@signalboard/shared/contract';
import type { RouteObject } from '@signalboard/shared/router';

export const FAILED_REMOTE = Symbol.for('signalboard.failedRemote');

export interface FailedRemoteModule {
  [FAILED_REMOTE]: true;
  remote: RemoteName | string;
  error: Error;
  contractVersion: string;
  mounts: Record<string, RouteObject[]>;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function createFailedRemoteModule(remote: string, cause: unknown): FailedRemoteModule {
  const error = asError(cause);
  const Throw = (): never => {
    throw error;
  };
  const routes: RouteObject[] = [
    { path: '*', Component: Throw },
    { index: true, Component: Throw },
  ];
  return {
    [FAILED_REMOTE]: true,
    remote,
    error,
    contractVersion: '',
    // Any mount id the host asks for fails the same way.
    mounts: new Proxy({}, { get: (_target, key) => (typeof key === 'string' ? routes : undefined) }),
  };
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return typeof value === 'object' && value !== null && FAILED_REMOTE in value;
}

/** "remote_leads/routes" -> "leads". */
export function remoteNameFromRequest(id: string): string {
  const container = id.split('/')[0] ?? id;
  return container.replace(/^remote_/, '');
}
