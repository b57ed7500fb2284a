import { expect } from 'vitest';
import {
  defaultEndpoints,
  type FetchContext,
  type PlatformEndpoints,
} from '../../../src/engine/sources/connector.js';
import { ConnectorError } from '../../../src/engine/sources/connector-error.js';

// Shared by the connector tests of this folder: a FetchContext whose every endpoint is the replay server.

export function replayContext(origin: string, overrides: Partial<FetchContext> = {}): FetchContext {
  const endpoints = Object.fromEntries(
    Object.keys(defaultEndpoints).map((key) => [key, origin]),
  ) as unknown as PlatformEndpoints;
  return { config: {}, cursor: {}, endpoints, timeoutMs: 2_000, ...overrides };
}

/** The ConnectorError a fetch rejects with (fails the test when it resolves or throws something else). */
export async function connectorFailure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}
