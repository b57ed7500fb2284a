// A remote's vitest setup file (setupFiles: ['@signalboard/shared/testing/setup']): DOM matchers,
// and every test starts signed out, with an empty query cache and empty storage.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { queryClient } from '../query/query-client';
import { useSession } from '../session/session-store';

// findBy*/waitFor wait up to 4 s, not 1: a file's first render transforms its lazy route chunks, which
// on a busy 2-core CI machine can take longer than a second (remote-team's guest invites failed so once).
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  queryClient.clear();
  useSession.getState().signOut();
  localStorage.clear();
});
