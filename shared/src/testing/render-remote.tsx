// Renders a remote's routes at the host's paths, inside the providers the host gives (the same
// RemoteDevShell as the standalone dev entry), in the suite's router over a memory history (so
// useBlocker works as in the host): a test opens a URL and uses the screen as a user would.
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { useLocation, type InitialEntry } from 'react-router-dom';
import { AppRouterProvider, createAppRouter } from '../router/app-router';
import type { RemoteName, RemoteRoutesModule } from '../contract/remotes';
import { DevProviders } from '../dev/dev-providers';
import { RemoteDevShell } from '../dev/remote-dev-shell';

/** Shows where the router is, so a test can check where a screen navigated to (`currentLocation`). */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface RenderAppOptions {
  /** Renders in React.StrictMode (effects run twice, as in development). */
  strict?: boolean;
  children?: ReactNode;
}

/** `renderApp(entry)` for one remote: bind it once in the remote's src/testing/render-app.tsx. */
export function createRenderApp<R extends RemoteName>(module: RemoteRoutesModule<R>) {
  return function renderApp(entry: InitialEntry, options: RenderAppOptions = {}) {
    const user = userEvent.setup();
    const shell = (
      <RemoteDevShell module={module}>
        {options.children}
        <LocationProbe />
      </RemoteDevShell>
    );
    const router = createAppRouter([{ path: '*', element: shell }], { initialEntries: [entry] });
    const tree = <AppRouterProvider router={router} />;
    const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
    return { user, ...result };
  };
}

/** Renders one component inside the providers the host gives (no routes of a remote). */
export function renderWithProviders(ui: ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(<DevProviders>{ui}</DevProviders>) };
}
