// A remote's vitest setup file (setupFiles: ['@signalboard/shared/testing/setup']): DOM matchers,
// and every test starts signed out, with an empty query cache and empty storage.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import './timeouts';
import { queryClient } from '../query/query-client';
import { useSession } from '../session/session-store';

afterEach(() => {
  cleanup();
  queryClient.clear();
  useSession.getState().signOut();
  localStorage.clear();
});
