import { createContext, useContext } from 'react';
import type { RemoteRoutesLoader } from './remote-routes-loader';

export const RemoteLoaderContext = createContext<RemoteRoutesLoader | null>(null);

export function useRemoteLoader(): RemoteRoutesLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteMount needs a RemoteLoaderContext provider (see app/app.tsx).');
  return loader;
}
