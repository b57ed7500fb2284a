// The providers the host gives a remote (one QueryClient from shared, a toast viewport), for the
// standalone dev entry and the tests. The router comes from outside: BrowserRouter in bootstrap,
// MemoryRouter in tests.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@signalboard/shared/query';
import { DevToaster } from './dev-toaster';

export function DevShell({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DevToaster />
    </QueryClientProvider>
  );
}
