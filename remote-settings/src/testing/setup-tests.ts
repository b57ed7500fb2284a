// Every test starts signed out, with an empty query cache and the default runtime config.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { queryClient } from '@signalboard/shared/query';
import { useSession } from '@signalboard/shared/session';

afterEach(() => {
  cleanup();
  queryClient.clear();
  useSession.getState().signOut();
  localStorage.clear();
});
