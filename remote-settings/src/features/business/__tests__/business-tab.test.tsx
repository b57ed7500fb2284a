import { screen, waitFor, within } from '@testing-library/react';
import { findAlert, findField, field } from '@signalboard/shared/testing';
import { renderApp } from '../../../testing/render-app';
import { withSettingsApi } from '../../../testing/settings-api';

const api = withSettingsApi();

async function openBusiness() {
  const result = renderApp('/projects/p1/settings/business');
  await findField('Website');
  return result;
}

const save = () => screen.getByRole('button', { name: 'Save changes' });
const description = () => screen.getByRole('textbox', { name: 'Business description' });
const voice = () => screen.getByRole('textbox', { name: 'Reply voice' });

describe('the Business tab', () => {
  it('starts from the saved details, with Save off until something changes', async () => {
    await openBusiness();
    expect(field('Website')).toHaveValue('https://acme.example');
    expect(description()).toHaveValue('We sell a CRM for small agencies.');
    expect(screen.getByRole('radio', { name: 'Find new customers' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Find new customers' })).toHaveAccessibleDescription(
      'Spot people asking for a product like yours, and reach them while they are still choosing.',
    );
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(screen.getByText('33 / 5,000 characters')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('saves website, description and use case with one PATCH (https:// added), then is pristine again', async () => {
    const { user } = await openBusiness();
    await user.clear(field('Website'));
    await user.type(field('Website'), 'acme-crm.example');
    await user.clear(description());
    await user.type(description(), 'A CRM for agencies.');
    await user.click(screen.getByRole('radio', { name: 'Watch your competitors' }));
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(save());

    expect(await screen.findByText('Business details saved')).toBeInTheDocument();
    const patch = api().requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({
      website: 'https://acme-crm.example',
      business_description: 'A CRM for agencies.',
      reply_voice: null,
      use_case: 'competitor_monitoring',
    });
    expect(field('Website')).toHaveValue('https://acme-crm.example');
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it('refuses a website that is not http(s), naming the field, and sends nothing', async () => {
    const { user } = await openBusiness();
    await user.clear(field('Website'));
    await user.type(field('Website'), 'ftp://acme.example');
    await user.click(save());
    expect(await screen.findByText('Website must start with http:// or https://.')).toBeVisible();
    expect(field('Website')).toHaveFocus();
    expect(api().count('PATCH /api/v1/project/p1')).toBe(0);
  });

  it('counts the description and refuses more than 5,000 characters', async () => {
    const { user } = await openBusiness();
    await user.clear(description());
    await user.click(description());
    await user.paste('x'.repeat(5001));
    expect(screen.getByText('5,001 / 5,000 characters')).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Business description must be at most 5,000 characters.')).toBeVisible();
    expect(api().count('PATCH /api/v1/project/p1')).toBe(0);
  });

  it('shows the server’s refusal under the field it names', async () => {
    api().route('PATCH /api/v1/project/:id', () => ({
      status: 422,
      body: {
        detail: 'website: must be an http(s) URL, e.g. https://example.com',
        code: 'VALIDATION_ERROR',
        field: 'website',
      },
    }));
    const { user } = await openBusiness();
    await user.type(description(), ' More.');
    await user.click(save());
    expect(
      await screen.findByText('website: must be an http(s) URL, e.g. https://example.com'),
    ).toBeVisible();
    expect(field('Website')).toHaveAttribute('aria-invalid', 'true');
  });

  it('saves the reply voice trimmed, and starts from the saved one', async () => {
    const { user } = await openBusiness();
    expect(voice()).toHaveValue('');
    expect(voice()).toHaveAccessibleDescription(/Who you are and how your team speaks/);
    await user.type(voice(), "  We are Acme's founders; friendly, plain.  ");
    expect(save()).toBeEnabled();
    await user.click(save());
    expect(await screen.findByText('Business details saved')).toBeInTheDocument();
    expect(api().requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      reply_voice: "We are Acme's founders; friendly, plain.",
    });
    expect(voice()).toHaveValue("We are Acme's founders; friendly, plain.");
    await waitFor(() => expect(save()).toBeDisabled());

    // Emptied, it is cleared (null), not left as it was.
    await user.clear(voice());
    await user.click(save());
    await waitFor(() => expect(api().count('PATCH /api/v1/project/p1')).toBe(2));
    expect(api().requests.filter((r) => r.method === 'PATCH')[1]?.body).toMatchObject({ reply_voice: null });
  });

  it('refuses a reply voice over 1,000 characters, naming the field, and sends nothing', async () => {
    const { user } = await openBusiness();
    await user.click(voice());
    await user.paste('x'.repeat(1001));
    expect(screen.getByText('1,001 / 1,000 characters')).toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Reply voice must be at most 1,000 characters.')).toBeVisible();
    expect(voice()).toHaveFocus();
    expect(voice()).toHaveAttribute('aria-invalid', 'true');
    expect(api().count('PATCH /api/v1/project/p1')).toBe(0);
  });

  it('shows the server’s refusal of the reply voice under it', async () => {
    api().route('PATCH /api/v1/project/:id', () => ({
      status: 422,
      body: {
        detail:
          'reply_voice: must be plain text; line breaks and tabs are the only control characters allowed',
        code: 'VALIDATION_ERROR',
        field: 'reply_voice',
      },
    }));
    const { user } = await openBusiness();
    await user.type(voice(), 'Plain.');
    await user.click(save());
    expect(await screen.findByText(/reply_voice: must be plain text/)).toBeVisible();
    expect(voice()).toHaveAttribute('aria-invalid', 'true');
    expect(voice()).toHaveFocus();
  });

  it('Reset brings back what is saved', async () => {
    const { user } = await openBusiness();
    await user.clear(description());
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(description()).toHaveValue('We sell a CRM for small agencies.');
    expect(save()).toBeDisabled();
  });
});

describe('proposing from the website', () => {
  it('shows the proposal for review and changes nothing until asked', async () => {
    const { user } = await openBusiness();
    await user.click(screen.getByRole('button', { name: 'Propose from website' }));
    const proposal = await screen.findByRole('heading', {
      name: 'Proposal from “Acme CRM — the CRM for agencies”',
    });
    const card = proposal.parentElement!;
    expect(api().requests.find((r) => r.path.endsWith('/brainstorm_business_info'))?.query).toEqual({
      website: 'https://acme.example',
    });
    expect(within(card).getByText(/Acme CRM helps small agencies/)).toBeVisible();
    expect(within(card).getByText('Deal pipeline')).toBeVisible();
    expect(within(card).getByText('Pipedrive')).toBeVisible();
    // Not applied: the description is still the saved one.
    expect(description()).toHaveValue('We sell a CRM for small agencies.');
    expect(save()).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: 'Replace my description' }));
    expect(description()).toHaveValue(
      'Acme CRM helps small agencies track clients and deals, as HubSpot or Pipedrive do.',
    );
    expect(description()).toHaveFocus();
    expect(save()).toBeEnabled();
    expect(api().count('PATCH /api/v1/project/p1')).toBe(0);

    // The address it ended at can be taken too.
    await user.click(within(card).getByRole('button', { name: 'Use https://www.acme.example/' }));
    expect(field('Website')).toHaveValue('https://www.acme.example/');
  });

  it('adds the proposal after the current description when asked', async () => {
    const { user } = await openBusiness();
    await user.click(screen.getByRole('button', { name: 'Propose from website' }));
    await user.click(await screen.findByRole('button', { name: 'Add to my description' }));
    expect(description()).toHaveValue(
      'We sell a CRM for small agencies.\n\nAcme CRM helps small agencies track clients and deals, as HubSpot or Pipedrive do.',
    );
  });

  it('says when the built-in writer stood in for the AI service', async () => {
    const { user } = await openBusiness();
    await user.clear(field('Website'));
    await user.type(field('Website'), 'https://local-writer.example');
    await user.click(screen.getByRole('button', { name: 'Propose from website' }));
    expect(
      await screen.findByText(
        'The AI service failed, so this was written from the page text by the built-in writer.',
      ),
    ).toBeVisible();
  });

  it('tells a member whom to ask when the server has no AI assistant, the variables folded away', async () => {
    const { user } = await openBusiness();
    await user.clear(field('Website'));
    await user.type(field('Website'), 'https://no-assistant.example');
    await user.click(screen.getByRole('button', { name: 'Propose from website' }));
    expect(
      await screen.findByText(
        /^An AI assistant is not set up on this server; ask the person who runs Signalboard\./,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/did not answer|failed/)).not.toBeInTheDocument();
    expect(screen.getByText('LLM_BASE_URL')).not.toBeVisible();
    await user.click(screen.getByText('For the administrator'));
    for (const name of ['LLM_BASE_URL', 'LLM_MODEL', 'LLM_API_KEY'])
      expect(screen.getByText(name)).toBeVisible();
  });

  it('names a host name that cannot be found in a sentence', async () => {
    const { user } = await openBusiness();
    await user.clear(field('Website'));
    await user.type(field('Website'), 'https://example.invalid');
    await user.click(screen.getByRole('button', { name: 'Propose from website' }));
    const alert = await findAlert('Signalboard could not find the host name example.invalid.');
    expect(alert).toHaveTextContent(
      /^Signalboard could not find the host name example\.invalid\. Check the address\.$/,
    );
  });

  it('shows why the website could not be read', async () => {
    const { user } = await openBusiness();
    await user.clear(field('Website'));
    await user.type(field('Website'), 'https://unreadable.example');
    await user.click(screen.getByRole('button', { name: 'Propose from website' }));
    await findAlert(
      'The website did not answer in time. Try again later, or write the description yourself.',
    );
    expect(description()).toHaveValue('We sell a CRM for small agencies.');
  });

  it('names the website field when what is typed is not a web address', async () => {
    const { user } = await openBusiness();
    await user.clear(field('Website'));
    await user.type(field('Website'), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Propose from website' }));
    await findAlert('Website must be a web address, like https://example.com.');
    expect(api().requests.some((r) => r.path.endsWith('/brainstorm_business_info'))).toBe(false);
  });
});
