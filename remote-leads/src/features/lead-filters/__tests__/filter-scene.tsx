// The filter bar's test scene: the contract server with the manage panels' lists and the lead list, a
// signed-in user, and the bar at the list's path in a memory router with a Back button (the browser's).
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import {
  LocationProbe,
  renderWithProviders,
  startApiServer,
  withApiServer,
  type ApiServer,
} from '@signalboard/shared/testing';
import {
  emptyManageState,
  manageColumn,
  manageRoutes,
  manageSignal,
  manageStatus,
  type ManageState,
} from '../../../testing/manage-routes';
import {
  emptyLeadsListState,
  leadDataSource,
  leadsListRoutes,
  type LeadsListState,
} from '../../../testing/leads-list-routes';
import { LeadFilterBar } from '../filter-bar';

export const ids = {
  statusNew: '11111111-1111-4111-8111-111111111111',
  statusWon: '11111111-1111-4111-8111-222222222222',
  signalCrm: '22222222-2222-4222-8222-222222222222',
  signalPrice: '33333333-3333-4333-8333-333333333333',
  columnBudget: '44444444-4444-4444-8444-444444444444',
  columnTool: '55555555-5555-4555-8555-555555555555',
};

export interface FilterApi extends ApiServer {
  manage: ManageState;
  list: LeadsListState;
}

const TOKEN = 'tok-ada';

export function withFilterApi(): () => FilterApi {
  return withApiServer(
    async () => {
      const manage = emptyManageState();
      manage.statuses = [
        manageStatus(ids.statusNew, 'New', 0, { lead_count: 4 }),
        manageStatus(ids.statusWon, 'Won', 1, { lead_count: 1 }),
      ];
      manage.intentSignals = [
        manageSignal(ids.signalCrm, 'Asking for a CRM'),
        manageSignal(ids.signalPrice, 'Price complaints'),
      ];
      manage.smartColumns = [
        manageColumn(ids.columnBudget, 'Has budget'),
        manageColumn(ids.columnTool, 'Current tool', { kind: 'text', position: 1 }),
      ];
      const list = emptyLeadsListState();
      list.dataSources = [
        leadDataSource('reddit', 'Reddit', 3),
        leadDataSource('hackernews', 'Hacker News', 2),
        leadDataSource('github', 'GitHub', 1),
      ];
      const signedIn = (authorization: string | undefined) => authorization === `Bearer ${TOKEN}`;
      const server = await startApiServer({
        ...manageRoutes(manage, signedIn),
        ...leadsListRoutes(list, signedIn),
      });
      return Object.assign(server, { manage, list });
    },
    { signInWith: TOKEN },
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

/** The bar at /projects/p1/leads + `search`. */
export function renderFilterBar(search = '') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/projects/p1/leads${search}`]}>
      <Routes>
        <Route
          path="/projects/:projectId/leads"
          element={
            <>
              <LeadFilterBar projectId="p1" />
              <BackButton />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

/** The URL's search params now. */
export function currentParams(): URLSearchParams {
  const location = document.querySelector('[data-testid="location"]')?.textContent ?? '';
  return new URLSearchParams(location.split('?')[1] ?? '');
}
