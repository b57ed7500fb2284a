// The providers the host gives a remote: the one QueryClient and the toaster. The router comes from
// outside (a browser data router in the dev entry, a memory router in tests).
import { QueryClientProvider } from '@signalboard/shared/query';
import type { ReactNode } from 'react';
import { Toaster } from '../feedback/toaster';
import { queryClient } from '../query/query-client';

export function DevProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
