import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, findAlert } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';
import { AUTO_RETURN_SECONDS } from '../slack-callback-page';

withSettingsApi();

const backLink = () => screen.getByRole('link', { name: 'Back to Notifications settings' });

describe('the Slack callback page', () => {
  it('says Slack is connected and returns to the project’s Notifications tab by itself', async () => {
    renderApp('/slack-callback?status=success&project_id=p1');
    const title = await screen.findByRole('heading', { name: 'Slack is connected', level: 1 });
    await waitFor(() => expect(title).toHaveFocus());
    expect(backLink()).toHaveAttribute('href', '/projects/p1/settings/notifications');
    expect(screen.getByText(`Returning in ${AUTO_RETURN_SECONDS} seconds.`)).toBeVisible();
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/notifications'), {
      timeout: (AUTO_RETURN_SECONDS + 3) * 1000,
    });
    expect(await screen.findByRole('switch', { name: 'Slack alerts' })).toBeVisible();
  }, 30_000);

  it('stays when asked to, and the link goes back at once', async () => {
    const { user } = renderApp('/slack-callback?status=success&project_id=p1');
    await user.click(await screen.findByRole('button', { name: 'Stay on this page' }));
    expect(screen.queryByText(/Returning in/)).not.toBeInTheDocument();
    await user.click(backLink());
    await waitFor(() => expect(currentLocation()).toBe('/projects/p1/settings/notifications'));
  });

  it.each([
    ['access_denied', 'You cancelled on Slack’s page, so nothing was connected.'],
    ['invalid_state', 'This connection link expired or was already used.'],
    ['exchange_failed', 'Slack did not confirm the connection.'],
    ['something_new', 'Slack could not be connected.'],
  ])('names the reason %s in words, with the way back to the project', async (reason, sentence) => {
    renderApp(`/slack-callback?status=error&reason=${reason}&project_id=p1`);
    expect(await screen.findByRole('heading', { name: 'Slack was not connected' })).toBeVisible();
    expect(await findAlert(sentence)).toBeVisible();
    expect(backLink()).toHaveAttribute('href', '/projects/p1/settings/notifications');
  });

  it('tells a member whom to ask when the server has no Slack app, the variables folded away', async () => {
    const { user } = renderApp('/slack-callback?status=error&reason=not_configured&project_id=p1');
    const alert = await findAlert(
      /^Slack is not set up on this server; ask the person who runs Signalboard\./,
    );
    expect(within(alert).getByText('SLACK_SIGNING_SECRET')).not.toBeVisible();
    await user.click(within(alert).getByText('For the administrator'));
    expect(within(alert).getByText('SLACK_SIGNING_SECRET')).toBeVisible();
    expect(backLink()).toHaveAttribute('href', '/projects/p1/settings/notifications');
  });

  it('goes back to the projects when the project is not known (or not an id)', async () => {
    renderApp('/slack-callback?status=error&reason=invalid_state&project_id=..%2F..%2Fadmin');
    await findAlert('This connection link expired or was already used.');
    expect(screen.getByRole('link', { name: 'Go to your projects' })).toHaveAttribute('href', '/projects');
  });
});
