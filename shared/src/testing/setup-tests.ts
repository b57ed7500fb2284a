// A remote's vitest setup file (setupFiles: ['@signalboard/shared/testing/setup']): DOM matchers,
// and every test starts signed out, with an empty query cache and empty storage.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import './timeouts';
import { queryClient } from '../query/query-client';
import { useSession } from '../session/session-store';
import { useSelectedProject } from '../session/selected-project';
import { useAlertStore } from '../feedback/alert-store';

afterEach(() => {
  cleanup();
  queryClient.clear();
  useSession.getState().signOut();
  useSelectedProject.setState(useSelectedProject.getInitialState(), true);
  useAlertStore.setState(useAlertStore.getInitialState(), true);
  localStorage.clear();
  sessionStorage.clear();
  // Files share a worker's document (vitest isolate: false): what a portal or a modal's scroll lock left
  // on <html> and <body> goes too, so no file starts inside another file's dialog.
  document.body.replaceChildren();
  for (const element of [document.documentElement, document.body])
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
});
