import { screen, waitFor, within } from '@testing-library/react';
import type { AssignmentRule } from '@signalboard/shared/api';
import { errorReply, findAlert } from '@signalboard/shared/testing';
import { defaultAssignmentRule } from '../../../../testing/assignment-rule-routes';
import { renderApp } from '../../../../testing/render-app';
import { testSignal, withSettingsApi } from '../../../../testing/settings-api';

const api = withSettingsApi();

async function openAssignment() {
  const result = renderApp('/projects/p1/settings/notifications');
  const form = await screen.findByRole('form', { name: 'Assignment settings' });
  // The people are listed once loaded.
  await within(form).findByRole('checkbox', { name: 'Grace Hopper' });
  return { ...result, form: within(form) };
}

const lastPut = () =>
  api()
    .requests.filter((r) => r.method === 'PUT' && r.path.endsWith('/assignment_rule'))
    .at(-1)?.body as AssignmentRule | undefined;

describe('the Assignment section of the Notifications tab', () => {
  beforeEach(() => {
    api().state.intentSignals = [testSignal('s1', 'Asks for a CRM'), testSignal('s2', 'Leaves HubSpot')];
  });

  it('shows the rule and the alert off until saved, their fields disabled', async () => {
    const { form } = await openAssignment();
    expect(form.getByRole('switch', { name: 'Hand out new leads in turn' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(form.getByRole('switch', { name: 'Alert when a good lead has no owner' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(form.getByRole('checkbox', { name: 'Grace Hopper' })).toBeDisabled();
    expect(form.getByRole('spinbutton', { name: 'Hours without an owner' })).toBeDisabled();
    expect(form.getByRole('button', { name: 'Save assignment' })).toBeDisabled();
  });

  it('saves people (a guest too) in the listed order, the score, the signals and the alert with one PUT', async () => {
    const { user, form } = await openAssignment();
    await user.click(form.getByRole('switch', { name: 'Hand out new leads in turn' }));
    // Ticked out of order: the turns follow the list.
    await user.click(form.getByRole('checkbox', { name: 'Linus Guest (guest)' }));
    await user.click(form.getByRole('checkbox', { name: 'Grace Hopper' }));
    const score = form.getByRole('spinbutton', { name: 'Hand out leads scoring at least' });
    await user.clear(score);
    await user.type(score, '70');
    expect(form.getByText('Leads scoring 70 or more (scores go up to 100).')).toBeVisible();
    await user.click(form.getByRole('checkbox', { name: 'Hand out leads on Leaves HubSpot' }));
    await user.click(form.getByRole('switch', { name: 'Alert when a good lead has no owner' }));
    const hours = form.getByRole('spinbutton', { name: 'Hours without an owner' });
    await user.clear(hours);
    await user.type(hours, '6');
    const good = form.getByRole('spinbutton', { name: 'Good means marked Good, or scoring at least' });
    await user.clear(good);
    await user.type(good, '85');
    expect(form.getByText('The assignment settings have unsaved changes.')).toBeVisible();
    await user.click(form.getByRole('button', { name: 'Save assignment' }));

    expect(await screen.findByText('Assignment settings saved')).toBeInTheDocument();
    expect(lastPut()).toEqual({
      enabled: true,
      member_ids: ['u-grace', 'u-linus'],
      min_score: 70,
      signal_ids: ['s2'],
      unowned_alert_hours: 6,
      unowned_alert_min_score: 85,
    });
    await waitFor(() => expect(form.getByRole('button', { name: 'Save assignment' })).toBeDisabled());
    // The notification settings' own save is untouched by this one.
    expect(api().requests.some((r) => r.method === 'PUT' && r.path.includes('notification-settings'))).toBe(
      false,
    );
  });

  it('shows a saved rule and works with the keyboard alone', async () => {
    api().state.assignment.rules.p1 = {
      enabled: true,
      member_ids: ['u-ada'],
      min_score: 40,
      signal_ids: [],
      unowned_alert_hours: 12,
      unowned_alert_min_score: 90,
    };
    const { user, form } = await openAssignment();
    expect(form.getByRole('checkbox', { name: 'Ada Lovelace' })).toBeChecked();
    expect(form.getByRole('spinbutton', { name: 'Hours without an owner' })).toHaveValue(12);
    form.getByRole('checkbox', { name: 'Ada Lovelace' }).focus();
    await user.tab();
    expect(form.getByRole('checkbox', { name: 'Grace Hopper' })).toHaveFocus();
    await user.keyboard(' ');
    expect(form.getByRole('checkbox', { name: 'Grace Hopper' })).toBeChecked();
    form.getByRole('switch', { name: 'Alert when a good lead has no owner' }).focus();
    await user.keyboard(' ');
    form.getByRole('button', { name: 'Save assignment' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Assignment settings saved');
    expect(lastPut()).toMatchObject({ member_ids: ['u-ada', 'u-grace'], unowned_alert_hours: null });
  });

  it('names what is wrong at the field and saves nothing: nobody chosen, hours out of range', async () => {
    const { user, form } = await openAssignment();
    await user.click(form.getByRole('switch', { name: 'Hand out new leads in turn' }));
    await user.click(form.getByRole('switch', { name: 'Alert when a good lead has no owner' }));
    const hours = form.getByRole('spinbutton', { name: 'Hours without an owner' });
    await user.clear(hours);
    await user.type(hours, '200');
    await user.click(form.getByRole('button', { name: 'Save assignment' }));
    expect(
      form.getByText('Choose at least one person to hand new leads to, or turn the rule off.'),
    ).toBeVisible();
    expect(form.getByRole('checkbox', { name: 'Ada Lovelace' })).toHaveFocus();
    expect(hours).toHaveAccessibleDescription(/Enter a whole number of hours from 1 to 168\./);
    expect(lastPut()).toBeUndefined();
    // Fixed, the messages go.
    await user.click(form.getByRole('checkbox', { name: 'Ada Lovelace' }));
    expect(form.queryByText(/Choose at least one person/)).not.toBeInTheDocument();
  });

  it("puts the API's refusal at the field it names", async () => {
    api().route('PUT /api/v1/project/:projectId/assignment_rule', () => ({
      status: 422,
      body: {
        detail:
          "member_ids: a person chosen is neither a member of the project's organization nor a guest of the project.",
        code: 'ASSIGNMENT_RULE_MEMBER_NOT_IN_PROJECT',
        field: 'member_ids',
      },
    }));
    const { user, form } = await openAssignment();
    await user.click(form.getByRole('switch', { name: 'Hand out new leads in turn' }));
    await user.click(form.getByRole('checkbox', { name: 'Grace Hopper' }));
    await user.click(form.getByRole('button', { name: 'Save assignment' }));
    expect(await form.findByText(/a person chosen is neither a member/)).toBeVisible();
    expect(form.getByRole('checkbox', { name: 'Ada Lovelace' })).toHaveFocus();
  });

  it('says why the rule could not be loaded, and Try again loads it', async () => {
    const detail = "Only members of the project's organization can do this.";
    api().route('GET /api/v1/project/:projectId/assignment_rule', () =>
      errorReply(403, 'PROJECT_MEMBERS_ONLY', detail),
    );
    const { user } = renderApp('/projects/p1/settings/notifications');
    const alert = await findAlert(`We could not load the assignment settings. ${detail}`);
    api().route('GET /api/v1/project/:projectId/assignment_rule', () => ({
      status: 200,
      body: { ...defaultAssignmentRule(), enabled: true, member_ids: ['u-ada'] },
    }));
    await user.click(within(alert.parentElement ?? alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Assignment settings' })).toBeVisible();
  });
});
