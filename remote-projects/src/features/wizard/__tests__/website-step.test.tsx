import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, findAlert, findField, field } from '@signalboard/shared/testing';
import { errorReply } from '@signalboard/shared/testing';
import { testProject } from '../../../testing/fixtures';
import { withProjectsApi } from '../../../testing/projects-api';
import { renderApp } from '../../../testing/render-app';

const api = withProjectsApi();

beforeEach(() => {
  api().state.projects.push(testProject({ id: 'p1', name: 'Acme', wizard_step: 2 }));
});

const project = () => api().state.projects[0]!;

describe('step 2, the website', () => {
  it('accepts "acme.com", reads the site and goes on to step 3 with the proposal', async () => {
    let release = () => {};
    const reading = new Promise<void>((resolve) => (release = resolve));
    const answer = api().state.businessInfo;
    api().state.businessInfo = async (website) => {
      await reading;
      return answer(website);
    };
    const { user } = renderApp('/projects/new/p1/step-2');
    await user.type(await findField('Website'), 'acme.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // While the server reads the site, the step says so (politely, for screen readers too).
    expect(await screen.findByText(/Reading acme\.com…/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: /Reading your website/ })).toBeDisabled();
    expect(project().website).toBe('https://acme.com');
    await waitFor(() =>
      expect(api().requests.find((r) => r.path.endsWith('/brainstorm_business_info'))?.query).toEqual({
        website: 'https://acme.com',
      }),
    );

    release();
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-3'));
    // The description is saved at once (it survives a reload), with the progress.
    expect(project()).toMatchObject({
      business_description: expect.stringContaining('simple CRM') as unknown,
      wizard_step: 3,
    });
    expect(await findField('Business description')).toHaveValue(project().business_description);
    expect(screen.getByRole('button', { name: 'Add “HubSpot” to the description' })).toBeVisible();
  });

  it('offers one way on when the website cannot be read, instead of Continue and Skip', async () => {
    api().state.businessInfo = () =>
      errorReply(422, 'WEBSITE_BLOCKED', 'This address points to a private network, so we cannot read it.');
    const { user } = renderApp('/projects/new/p1/step-2');
    await user.type(await findField('Website'), 'intranet.acme.com{Enter}');

    await findAlert('This address points to a private network, so we cannot read it.');
    const panel = screen.getByRole('region', { name: 'We could not read intranet.acme.com' });
    // Reading it again would give the same answer; the buttons of the step make way for the panel's.
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Describe it myself']);
    expect(within(panel).getByRole('link', { name: 'Back' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Skip/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue without website' })).not.toBeInTheDocument();

    // Correcting the address brings Continue back.
    await user.type(field('Website'), '.example');
    expect(screen.queryByRole('region', { name: /We could not read/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /Skip/ })).toBeVisible();
  });

  it('keeps an unreadable website when the user describes the business themselves', async () => {
    api().state.businessInfo = () =>
      errorReply(
        422,
        'WEBSITE_UNREADABLE',
        'The site did not answer in time. You can describe your business yourself.',
      );
    const { user } = renderApp('/projects/new/p1/step-2');
    await user.type(await findField('Website'), 'https://slow.example.com{Enter}');
    await findAlert(/did not answer in time/);
    await user.click(screen.getByRole('button', { name: 'Describe it myself' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-3'));
    expect(project()).toMatchObject({ website: 'https://slow.example.com', wizard_step: 3 });
  });

  it('offers Try again when the server failed, and goes on once it answers', async () => {
    api().state.businessInfo = () =>
      errorReply(503, 'LLM_UNAVAILABLE', 'The service is busy. Try again soon.');
    const { user } = renderApp('/projects/new/p1/step-2');
    await user.type(await findField('Website'), 'acme.com{Enter}');
    await findAlert('The service is busy. Try again soon.');
    const panel = screen.getByRole('region', { name: 'We could not read acme.com' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Try again', 'Describe it myself']);
    expect(within(panel).getByRole('button', { name: 'Try again' })).toHaveClass('sb-button--primary');

    api().state.businessInfo = (website) => ({
      status: 200,
      body: {
        website,
        site_title: null,
        business_description: 'Acme sells a CRM.',
        key_offerings: [],
        competitors: [],
        source: 'local',
        notice: 'Written from your home page without AI help: read it through.',
      },
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-3'));
    expect(
      await screen.findByText('Written from your home page without AI help: read it through.'),
    ).toBeVisible();
    expect(project().business_description).toBe('Acme sells a CRM.');
  });

  it('lets a user without a website skip the step', async () => {
    const { user } = renderApp('/projects/new/p1/step-2');
    await user.click(await screen.findByRole('button', { name: /Skip/ }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-3'));
    expect(project()).toMatchObject({ website: null, wizard_step: 3 });
    expect(api().count('GET /api/v1/project/p1/brainstorm_business_info')).toBe(0);
  });

  it('explains why Continue is disabled for an empty or malformed address', async () => {
    const { user } = renderApp('/projects/new/p1/step-2');
    const next = await screen.findByRole('button', { name: 'Continue' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Enter your website, or choose Skip.');

    await user.type(field('Website'), 'not a website');
    await user.tab();
    expect(field('Website')).toHaveAccessibleDescription(/Enter a website address, like example.com/);
    expect(next).toBeDisabled();
  });

  it('names the website field when the server refuses the address', async () => {
    api().route('PATCH /api/v1/project/:id', () => ({
      status: 422,
      body: {
        detail: 'website: must be an http(s) URL, e.g. https://example.com',
        code: 'VALIDATION_ERROR',
        field: 'website',
      },
    }));
    const { user } = renderApp('/projects/new/p1/step-2');
    await user.type(await findField('Website'), 'acme.com{Enter}');
    await waitFor(() => expect(field('Website')).toHaveAccessibleDescription(/must be an http\(s\) URL/));
    expect(api().count('GET /api/v1/project/p1/brainstorm_business_info')).toBe(0);
  });

  it('does not read the site again when nothing changed and a description exists', async () => {
    Object.assign(project(), { website: 'https://acme.com', business_description: 'Mine.', wizard_step: 4 });
    const { user } = renderApp('/projects/new/p1/step-2');
    expect(await findField('Website')).toHaveValue('https://acme.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-3'));
    expect(api().count('GET /api/v1/project/p1/brainstorm_business_info')).toBe(0);
    expect(project()).toMatchObject({ business_description: 'Mine.', wizard_step: 4 });
  });

  it('goes Back to step 1', async () => {
    const { user } = renderApp('/projects/new/p1/step-2');
    await user.click(await screen.findByRole('link', { name: 'Back' }));
    await waitFor(() => expect(currentLocation()).toBe('/projects/new/p1/step-1'));
    expect(await findField('Project name')).toHaveValue('Acme');
  });
});
