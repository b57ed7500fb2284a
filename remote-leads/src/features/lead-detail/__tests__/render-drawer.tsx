// The drawer over the list's route, alone (no list behind it), as the drawer's own tests render it.
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationProbe, renderWithProviders } from '@signalboard/shared/testing';
import { LeadDrawer } from '../lead-drawer';
import { PROJECT } from './detail-api';

export function renderDrawer(url: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/projects/:projectId/leads" element={<LeadDrawer projectId={PROJECT} />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}
