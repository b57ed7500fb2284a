// Renders this remote's routes at the host's paths, inside the providers the host gives, in a
// memory router: a test opens a URL and uses the screen as a user would.
import { StrictMode, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type InitialEntry } from 'react-router-dom';
import routes from '../routes';
import { DevRoutes } from '../dev/dev-routes';
import { DevShell } from '../dev/dev-shell';
import { devLinks, mountPaths } from '../dev/mount-paths';

/** Shows where the router is, so a test can check where a screen navigated to. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export function renderApp(entry: InitialEntry, options: { strict?: boolean; children?: ReactNode } = {}) {
  const user = userEvent.setup();
  const tree = (
    <MemoryRouter initialEntries={[entry]}>
      <DevShell>
        <DevRoutes module={routes} paths={mountPaths} links={devLinks} />
        {options.children}
        <LocationProbe />
      </DevShell>
    </MemoryRouter>
  );
  const result = render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { user, ...result };
}
