// What the API keys tests share: opening the tab, the list's row of a key, and the create dialog filled in.
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render-app';

export async function openApiKeys() {
  const result = renderApp('/projects/p1/settings/api-keys');
  await screen.findByRole('tab', { name: 'API keys', selected: true });
  return result;
}

/** The list's row of the key named `name`. */
export function row(name: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'API keys that reach Acme CRM' });
  const found = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByText(name, { selector: '.api-keys-row__name' }));
  if (!found) throw new Error(`No row for the key “${name}”`);
  return found;
}

export async function openCreateDialog(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Create API key' }));
  return screen.findByRole('dialog', { name: 'Create an API key' });
}
