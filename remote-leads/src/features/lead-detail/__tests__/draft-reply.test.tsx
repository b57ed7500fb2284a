// "Draft a reply": the button, the work in progress and its Cancel, the draft to edit and copy, Try
// again with what to change, the assistant's failures in words with Retry, and the one line that stands
// in for the section on a server without an AI assistant. Against the workspace's fake API.
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { queryClient } from '@signalboard/shared/query';
import { renderWithProviders, type ApiReply } from '@signalboard/shared/testing';
import { DraftReply } from '../draft-reply';
import { NeedsAssistant } from '../needs-assistant';
import { leadId, PROJECT, withDetailApi } from './detail-api';

const api = withDetailApi();
const LEAD = leadId(7);
const draftPath = `POST /api/v1/leads/${PROJECT}/lead/${LEAD}/draft_reply`;
const draftRoute = `POST /api/v1/leads/:projectId/lead/:leadId/draft_reply`;

function assistant(available: boolean) {
  api().route(`GET /api/v1/leads/:projectId/reply_assistant`, () => ({
    status: 200,
    body: { available, model: available ? 'gpt-4o' : null },
  }));
}

/** Each draft call answers the next of `replies` (the last one again when they run out). */
function drafts(...replies: ApiReply[]) {
  let call = 0;
  api().route(draftRoute, () => replies[Math.min(call++, replies.length - 1)]!);
}

const ok = (draft: string): ApiReply => ({ status: 200, body: { draft, model: 'gpt-4o' } });

function renderDraft(postUrl: string | null = 'https://news.ycombinator.com/item?id=7') {
  return renderWithProviders(
    // Both, as the lead shows them (with why it matched between them).
    <MemoryRouter>
      <DraftReply projectId={PROJECT} leadId={LEAD} postUrl={postUrl} />
      <NeedsAssistant projectId={PROJECT} />
    </MemoryRouter>,
  );
}

/** The button, once the server said it can draft (it is off while that is asked). */
async function startButton() {
  const button = await screen.findByRole('button', { name: 'Draft a reply' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}
const draftBox = () => screen.getByRole('textbox', { name: 'Your reply (a draft to edit)' });

describe('Draft a reply', () => {
  it('writes a draft the person edits and copies, saying nothing is posted for them', async () => {
    assistant(true);
    drafts(ok("I work on Acme, so I'm biased: a shared inbox is what you want."));
    const { user } = renderDraft();
    await user.click(await startButton());

    expect(await screen.findByDisplayValue(/I work on Acme, so I'm biased/)).toBe(draftBox());
    expect(draftBox()).toHaveFocus();
    expect(api().requests.find((r) => r.path.endsWith('/draft_reply'))?.body).toEqual({});
    const note = screen.getByText(/Nothing is posted for you/);
    expect(draftBox()).toHaveAccessibleDescription(/Nothing is posted for you: edit the draft, copy it/);
    expect(note).toHaveTextContent('Written by gpt-4o.');
    const link = screen.getByRole('link', { name: /^open the post ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://news.ycombinator.com/item?id=7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    await user.clear(draftBox());
    await user.type(draftBox(), 'My own words.');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    expect(screen.getByText('Copied to the clipboard.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('My own words.');
  });

  it('shows the work with a Cancel that stops it and gives the button back', async () => {
    assistant(true);
    let release = () => {};
    api().route(
      draftRoute,
      () =>
        new Promise<ApiReply>((resolve) => {
          release = () => resolve(ok('Too late.'));
        }),
    );
    const { user } = renderDraft();
    await user.click(await startButton());
    expect(await screen.findByText('Writing a draft…')).toBeVisible();
    expect(screen.getByText('Writing a draft…').closest('[role="status"]')).not.toBeNull();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());

    await user.click(cancel);
    expect(await startButton()).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Draft a reply' })).toHaveFocus());
    release();
    // The late answer is ignored: no draft appears.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('textbox', { name: 'Your reply (a draft to edit)' })).not.toBeInTheDocument();
    expect(screen.queryByText('Writing a draft…')).not.toBeInTheDocument();
  });

  it('asks again with what to change, and keeps the draft when the new one fails', async () => {
    assistant(true);
    drafts(ok('First draft.'), ok('Second, shorter.'), {
      status: 504,
      body: {
        code: 'LLM_TIMEOUT',
        detail:
          'The AI assistant did not answer in time. Try again; a local model may need a moment to load.',
      },
    });
    const { user } = renderDraft();
    await user.click(await startButton());
    expect(await screen.findByDisplayValue('First draft.')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /What should the next draft change/ }), 'Shorter');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByDisplayValue('Second, shorter.')).toBeVisible();
    expect(
      api()
        .requests.filter((r) => r.path.endsWith('/draft_reply'))
        .at(-1)?.body,
    ).toEqual({
      instructions: 'Shorter',
    });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The AI assistant did not answer in time. Try again; a local model may need a moment to load.',
    );
    expect(draftBox()).toHaveValue('Second, shorter.');
    expect(api().count(draftPath)).toBe(3);
  });

  it('says what went wrong in words, with Retry that asks again', async () => {
    assistant(true);
    drafts(
      {
        status: 502,
        body: {
          code: 'LLM_BAD_ANSWER',
          detail: "The AI assistant's answer held no usable draft. Try again.",
        },
      },
      ok('Here it is.'),
    );
    const { user } = renderDraft();
    await user.click(await startButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The AI assistant's answer held no usable draft. Try again.",
    );
    expect(screen.queryByRole('button', { name: 'Draft a reply' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue('Here it is.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stands aside on a server without an AI assistant, saying in one line what it needs', async () => {
    assistant(false);
    renderDraft();
    const line = await screen.findByText(
      'Draft a reply needs an AI assistant on this server; ask the person who runs Signalboard.',
    );
    expect(line).toBeVisible();
    // One section, still found by its heading, holding only that line.
    const section = screen.getByRole('region', { name: 'Reply' });
    expect(section).toContainElement(line);
    expect(section.textContent).toBe(`Reply${line.textContent}`);
    expect(screen.getAllByRole('heading', { name: 'Reply' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Draft a reply' })).not.toBeInTheDocument();
    // A member is not told where owners set things up.
    await waitFor(() => expect(api().count('GET /api/v1/project/p1')).toBeGreaterThan(0));
    expect(screen.queryByRole('link', { name: 'Settings → Lead quality' })).not.toBeInTheDocument();
    expect(api().count(draftPath)).toBe(0);
  });

  it('tells an owner where to set one up', async () => {
    api().state.project = { ...api().state.project, viewer_role: 'owner' };
    assistant(false);
    renderDraft();
    const link = await screen.findByRole('link', { name: 'Settings → Lead quality' });
    expect(link).toHaveAttribute('href', '/projects/p1/settings/lead-quality');
    expect(link.closest('p')).toHaveTextContent(
      'Draft a reply needs an AI assistant: set one up in Settings → Lead quality.',
    );
  });

  it('follows a 409 when the server lost its assistant since, in the same line where the button was', async () => {
    api().state.project = { ...api().state.project, viewer_role: 'owner' };
    assistant(true);
    drafts({
      status: 409,
      body: { code: 'LLM_NOT_CONFIGURED', detail: 'Drafting a reply needs an AI assistant.' },
    });
    const { user } = renderDraft();
    await user.click(await startButton());
    expect(await screen.findByRole('link', { name: 'Settings → Lead quality' })).toHaveAttribute(
      'href',
      '/projects/p1/settings/lead-quality',
    );
    expect(screen.getByRole('region', { name: 'Reply' })).toHaveTextContent(
      /Draft a reply needs an AI assistant: set one up/,
    );
    expect(screen.queryByRole('button', { name: 'Draft a reply' })).not.toBeInTheDocument();
  });

  it('invites members to describe the reply voice while it is empty, and not guests', async () => {
    assistant(true);
    const first = renderDraft(null);
    expect(await screen.findByRole('link', { name: 'describe it in Settings, Business' })).toHaveAttribute(
      'href',
      '/projects/p1/settings/business',
    );
    // No http(s) address: the sentence names the post without a link.
    expect(screen.getByText(/copy it, then open the post and reply there yourself/)).toBeVisible();
    first.unmount();

    api().state.project = { ...api().state.project, viewer_role: 'guest' };
    queryClient.clear();
    renderDraft();
    expect(await startButton()).toBeVisible();
    await waitFor(() => expect(api().count('GET /api/v1/project/p1')).toBeGreaterThan(1));
    expect(screen.queryByRole('link', { name: /describe it in Settings/ })).not.toBeInTheDocument();
  });
});
