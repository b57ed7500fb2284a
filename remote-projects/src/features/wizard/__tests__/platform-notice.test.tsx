import { screen } from '@testing-library/react';
import { testProject } from '../../../testing/fixtures';
import { withProjectsApi } from '../../../testing/projects-api';
import { renderApp } from '../../../testing/render-app';

// The server tells the wizard what it cannot give of a platform (Reddit without an approved API app is
// read from its public feed): the card says so, and the checkbox is described by it.

const api = withProjectsApi();
const notice =
  'Since 2026 Reddit refuses to be read without an approved API app, and none is set up on this server (REDDIT_CLIENT_ID): Signalboard reads the public feed of your subreddits instead, with fewer posts, no comments and no keyword search. Your administrator can add an app (see the README).';

beforeEach(() => {
  api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 5 }));
  api().state.catalogue = api().state.catalogue.map((platform) =>
    platform.id === 'reddit' ? { ...platform, notice } : platform,
  );
});

describe("step 5, a platform's notice", () => {
  it('says before choosing Reddit how it is read on this server', async () => {
    renderApp('/projects/new/p1/step-5');
    const reddit = await screen.findByRole('checkbox', { name: 'Reddit' }, { timeout: 20_000 });
    expect(screen.getByText(notice)).toBeVisible();
    expect(reddit).toHaveAccessibleDescription(`Posts and comments in the subreddits you choose. ${notice}`);
    expect(screen.getByRole('checkbox', { name: 'Hacker News' })).toHaveAccessibleDescription(
      'Stories and comments on news.ycombinator.com.',
    );
  }, 40_000);
});
