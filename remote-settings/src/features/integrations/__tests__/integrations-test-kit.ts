// What the Integrations tests share: opening the tab, a CRM's card, and watching the browser leave for
// a consent page (jsdom cannot leave).
import { screen, within } from '@testing-library/react';
import { consentPage } from '../api/use-connect-crm';
import { renderApp } from '../../../testing/render-app';

export async function openIntegrations() {
  const result = renderApp('/projects/p1/settings/integrations');
  await screen.findByRole('region', { name: 'HubSpot' });
  return result;
}

export const card = (name: 'HubSpot' | 'Pipedrive' | 'Attio') => within(screen.getByRole('region', { name }));

export function watchConsentPage() {
  return vi.spyOn(consentPage, 'open').mockImplementation(() => undefined);
}
