import { screen, within } from '@testing-library/react';
import { testProject } from '../../../testing/fixtures';
import { withProjectsApi } from '../../../testing/projects-api';
import { renderApp } from '../../../testing/render-app';

// The server tells the wizard what it cannot give of a platform (Reddit without an approved API app is
// read from its public feed): the card says so, and the checkbox is described by it.

const api = withProjectsApi();
const notice =
  'Since 2026 Reddit refuses to be read without an approved API app, and none is set up on this server (REDDIT_CLIENT_ID): Signalboard reads the public feed of your subreddits instead, with fewer posts, no comments and no keyword search. Your administrator can add an app (see the README).';
const until =
  'Until then Signalboard reads the public feed of your subreddits: fewer posts, no comments and no keyword search.';

beforeEach(() => {
  api().state.projects.push(
    testProject({
      id: 'p1',
      name: 'Acme',
      wizard_step: 5,
      business_description: 'A dog-grooming salon in Manchester.',
    }),
  );
});

const withRedditNotice = (extra: object) => {
  api().state.catalogue = api().state.catalogue.map((platform) =>
    platform.id === 'reddit' ? { ...platform, notice, ...extra } : platform,
  );
};

describe("step 5, a platform's notice", () => {
  it('says in a member’s words that Reddit is not set up, the variables folded for the administrator', async () => {
    withRedditNotice({ server_setup: { variables: ['REDDIT_CLIENT_ID', 'REDDIT_CLIENT_SECRET'], until } });
    const { user } = renderApp('/projects/new/p1/step-5');
    const reddit = await screen.findByRole('checkbox', { name: 'Reddit' }, { timeout: 20_000 });
    const member = `Reddit is not set up on this server; ask the person who runs Signalboard. ${until}`;
    expect(reddit).toHaveAccessibleDescription(`Posts and comments in the subreddits you choose. ${member}`);
    const card = reddit.closest('li') as HTMLElement;
    expect(
      within(card).getByText(/Reddit is not set up on this server; ask the person who runs Signalboard\./, {
        selector: 'p',
      }),
    ).toBeVisible();
    // The operator's words only under "For the administrator", never the server's operator sentence.
    expect(within(card).queryByText(notice)).not.toBeInTheDocument();
    const admin = within(card).getByText('For the administrator');
    expect(within(card).getByText('REDDIT_CLIENT_ID')).not.toBeVisible();
    await user.click(admin);
    expect(within(card).getByText('REDDIT_CLIENT_ID')).toBeVisible();
    expect(within(card).getByText('REDDIT_CLIENT_SECRET')).toBeVisible();

    // Without keyword search on this server, Reddit's keywords are not filled in from the signals.
    await screen.findByText(/Keywords are filled in/);
    await user.click(reddit);
    expect(within(card).queryByRole('list', { name: 'Keywords' })).not.toBeInTheDocument();
    expect(within(card).getByRole('textbox', { name: /Keywords/ })).not.toBeRequired();
  }, 40_000);

  it('shows the notice as it is from a server that sends no set-up details', async () => {
    withRedditNotice({});
    renderApp('/projects/new/p1/step-5');
    const reddit = await screen.findByRole('checkbox', { name: 'Reddit' }, { timeout: 20_000 });
    expect(screen.getByText(notice)).toBeVisible();
    expect(reddit).toHaveAccessibleDescription(`Posts and comments in the subreddits you choose. ${notice}`);
    expect(screen.getByRole('checkbox', { name: 'Hacker News' })).toHaveAccessibleDescription(
      'Stories and comments on news.ycombinator.com.',
    );
  }, 40_000);
});
