import { screen, waitFor, within } from '@testing-library/react';
import type { CrmSettings } from '@signalboard/shared/api';
import { connectedCrm, defaultCrmSettings } from '../../../testing/crm-routes';
import { testSignal, withSettingsApi } from '../../../testing/settings-api';
import { card, openIntegrations } from './integrations-test-kit';

const api = withSettingsApi();

async function openHubSpotSettings() {
  const result = await openIntegrations();
  const form = await card('HubSpot').findByRole('form', { name: 'HubSpot settings' });
  // The statuses and signals are listed once loaded.
  await within(form).findByRole('checkbox', { name: 'Won' });
  await within(form).findByRole('checkbox', { name: 'Leaves HubSpot' });
  return { ...result, form: within(form) };
}

const lastPut = () =>
  api()
    .requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/hubspot/settings'))
    .at(-1)?.body as CrmSettings | undefined;

describe('a connected CRM’s mapping and push rule', () => {
  beforeEach(() => {
    api().state.crm.connections.hubspot = connectedCrm('hubspot', { mapping_confirmed: false });
    api().state.intentSignals = [testSignal('s1', 'Asks for a CRM'), testSignal('s2', 'Leaves HubSpot')];
  });

  it('shows the suggested mapping from GET, and saving it as it is confirms it (PUT = what GET said)', async () => {
    const { user, form } = await openHubSpotSettings();
    expect(form.getByRole('textbox', { name: 'Property for the profile URL' })).toHaveValue(
      'signalboard_profile_url',
    );
    expect(form.getByRole('textbox', { name: 'Property for the score' })).toHaveValue('signalboard_score');
    expect(form.getByText('signalboard_author_key')).toBeVisible();
    expect(
      form.getByText('Suggested mapping, not confirmed yet: save it as it is or change it first.'),
    ).toBeVisible();
    expect(form.getByRole('switch', { name: 'Push rule for HubSpot' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(form.getByRole('checkbox', { name: 'When a lead is marked Good lead' })).toBeDisabled();

    await user.click(form.getByRole('button', { name: 'Save HubSpot settings' }));
    await waitFor(() => expect(lastPut()).toEqual(defaultCrmSettings('hubspot')));
    expect(await screen.findByText('HubSpot settings saved')).toBeVisible();
    await waitFor(() =>
      expect(form.queryByText(/Suggested mapping, not confirmed yet/)).not.toBeInTheDocument(),
    );
    expect(api().state.crm.connections.hubspot.mapping_confirmed).toBe(true);
    expect(form.getByRole('button', { name: 'Save HubSpot settings' })).toBeDisabled();
  });

  it('saves the mapping and the rule with one PUT, and reads back what was saved', async () => {
    const { user, form } = await openHubSpotSettings();
    const platform = form.getByRole('textbox', { name: 'Property for the platform' });
    await user.clear(platform);
    const score = form.getByRole('textbox', { name: 'Property for the score' });
    await user.clear(score);
    await user.type(score, 'lead_score');
    await user.click(form.getByRole('switch', { name: 'Push rule for HubSpot' }));
    await user.click(form.getByRole('checkbox', { name: 'When a lead is marked Good lead' }));
    // Ticked out of order: saved in the list's order.
    await user.click(form.getByRole('checkbox', { name: 'Won' }));
    await user.click(form.getByRole('checkbox', { name: 'Contacted' }));
    const signal = form.getByRole('checkbox', { name: 'Leaves HubSpot' });
    expect(signal).toBeDisabled();
    await user.click(form.getByRole('checkbox', { name: 'When a new lead scores at least' }));
    const minimum = form.getByRole('spinbutton', { name: 'Lowest score a new lead is sent at' });
    await user.clear(minimum);
    await user.type(minimum, '75');
    await user.click(signal);
    expect(form.getByText('The HubSpot settings have unsaved changes.')).toBeVisible();

    await user.click(form.getByRole('button', { name: 'Save HubSpot settings' }));
    await waitFor(() =>
      expect(lastPut()).toEqual({
        mapping: { profile_url: 'signalboard_profile_url', platform: null, score: 'lead_score' },
        rule: {
          enabled: true,
          on_good: true,
          status_ids: ['st-contacted', 'st-won'],
          min_score: 75,
          signal_ids: ['s2'],
        },
        author_key_property: 'signalboard_author_key',
      }),
    );
    expect(await screen.findByText('HubSpot settings saved')).toBeVisible();
    expect(form.getByRole('textbox', { name: 'Property for the platform' })).toHaveValue('');
    // Saved and confirmed (the connection is read again): nothing left to save.
    await waitFor(() => expect(form.getByRole('button', { name: 'Save HubSpot settings' })).toBeDisabled());

    // Undo brings back what is saved.
    await user.type(form.getByRole('textbox', { name: 'Property for the platform' }), 'x');
    await user.click(form.getByRole('button', { name: 'Undo HubSpot changes' }));
    expect(form.getByRole('textbox', { name: 'Property for the platform' })).toHaveValue('');
  });

  it('names problems at their field before asking, and a 422 from the API at the field it names', async () => {
    const { user, form } = await openHubSpotSettings();
    const score = form.getByRole('textbox', { name: 'Property for the score' });
    await user.clear(score);
    await user.type(score, 'Lead score');
    await user.click(form.getByRole('switch', { name: 'Push rule for HubSpot' }));
    await user.click(form.getByRole('button', { name: 'Save HubSpot settings' }));
    expect(form.getByText(/Use the property’s API name, not its label/)).toBeVisible();
    expect(score).toHaveFocus();
    expect(form.getByText(/Choose when a lead is sent/)).toBeVisible();
    expect(lastPut()).toBeUndefined();

    await user.clear(score);
    await user.type(score, 'lead_score');
    await user.click(form.getByRole('checkbox', { name: 'Won' }));
    // The status was deleted meanwhile in another tab: the API refuses it.
    api().state.crm.statuses = api().state.crm.statuses.filter((status) => status.id !== 'st-won');
    await user.click(form.getByRole('button', { name: 'Save HubSpot settings' }));
    const group = form.getByRole('group', { name: 'When a lead reaches one of these statuses' });
    expect(
      await within(group).findByText('rule.status_ids: a status is not one of this project’s.'),
    ).toBeVisible();
    expect(within(group).getByRole('checkbox', { name: 'New' })).toHaveFocus();
    expect(screen.queryByText('HubSpot settings saved')).not.toBeInTheDocument();
  });

  it('asks before leaving the tab with unsaved settings, naming the CRM', async () => {
    const { user, form } = await openHubSpotSettings();
    await user.type(form.getByRole('textbox', { name: 'Property for the platform' }), '_x');
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('You have unsaved changes in the HubSpot settings.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(form.getByRole('textbox', { name: 'Property for the platform' })).toHaveValue(
      'signalboard_platform_x',
    );
  });
});
