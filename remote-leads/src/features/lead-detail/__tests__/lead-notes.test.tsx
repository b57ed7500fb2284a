// The lead's notes in the drawer, against the fake API: listed oldest first with who and when, links
// made safe, an empty state that says who sees notes; adding one (Ctrl+Enter, @mentions picked from the
// project's people), the limit near the end, the API's refusals said by the field; editing within the
// window (and the API's "too late" in words), deleting after a confirmation, and a refused delete.
import { screen, waitFor, within } from '@testing-library/react';
import { serveOwners, ownerIds } from '../../../testing/lead-owner-routes';
import { historyEntry, leadNote, serveNotes, type NotesState } from '../../../testing/lead-notes-routes';
import { leadId, listLead, PROJECT, withDetailApi } from './detail-api';
import { renderDrawer } from './render-drawer';

const api = withDetailApi();
// The first render pays for transforming @headlessui/react.
const slow = { timeout: 15_000 };
const LEAD = leadId(1);
const NOTES = `/api/v1/leads/${PROJECT}/lead/${LEAD}/notes`;
let notes: NotesState;

beforeEach(() => {
  api().state.leads = [listLead(LEAD)];
  serveOwners(api());
});

function open(options: Parameters<typeof serveNotes>[1] = {}, seed: (state: NotesState) => void = () => {}) {
  notes = serveNotes(api(), options);
  seed(notes);
  return renderDrawer(`/projects/${PROJECT}/leads?lead=${LEAD}`);
}

const notesSection = () => screen.getByRole('region', { name: 'Notes' });
/** The notes' own alert (other parts of the drawer may have theirs). */
const notesAlert = () => within(notesSection()).findByRole('alert');
const noteItems = () => within(notesSection()).queryAllByRole('listitem');
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const posts = () => api().requests.filter((r) => r.method === 'POST' && r.path === NOTES);

describe('the lead’s notes', () => {
  it('lists the notes oldest first with author, time, "edited" and former members, links made safe', async () => {
    open({}, (state) =>
      state.notes.set(LEAD, [
        leadNote(LEAD, {
          body: 'Their budget is small.',
          author: { user_id: ownerIds.bob, name: 'Bob Stone', former_member: false },
          created_at: minutesAgo(120),
          edited_at: minutesAgo(110),
        }),
        leadNote(LEAD, {
          body: 'Pricing: https://example.com/pricing?plan=team. Not javascript:alert(1) nor <b>bold</b>',
          author: { user_id: ownerIds.gone, name: 'Gina Gone', former_member: true },
          created_at: minutesAgo(5),
        }),
      ]),
    );
    await screen.findByText('Their budget is small.', {}, slow);
    const [first, second] = noteItems();
    expect(first).toHaveTextContent('Bob Stone');
    expect(first).toHaveTextContent('2 h ago');
    expect(first).toHaveTextContent('edited');
    expect(within(first!).getByText('2 h ago').closest('time')).toHaveAttribute(
      'title',
      expect.stringMatching(/\d{4}/),
    );
    expect(second).toHaveTextContent('Gina Gone');
    expect(within(second!).getByText('Former member')).toBeVisible();

    const link = within(second!).getByRole('link', { name: 'https://example.com/pricing?plan=team' });
    expect(link).toHaveAttribute('href', 'https://example.com/pricing?plan=team');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    // The full stop after the address is the sentence's; the rest stays text.
    expect(within(second!).getAllByRole('link')).toHaveLength(1);
    expect(second).toHaveTextContent('Not javascript:alert(1) nor <b>bold</b>');
    expect(second!.querySelector('b')).toBeNull();
    // Notes by others: no Edit or Delete for a member.
    expect(within(first!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('says so when there are no notes, and who sees them', async () => {
    open();
    expect(
      await screen.findByText(
        'No notes yet. Notes are seen by everyone who works this project’s leads.',
        {},
        slow,
      ),
    ).toBeVisible();
  });

  it('says when the notes could not load, and Try again asks again', async () => {
    let down = true;
    const { user } = open();
    api().route('GET /api/v1/leads/:projectId/lead/:leadId/notes', () =>
      down
        ? { status: 403, body: { code: 'FORBIDDEN', detail: 'Not now.' } }
        : { status: 200, body: { items: [leadNote(LEAD, { body: 'Back again.' })] } },
    );
    await screen.findByRole('region', { name: 'Notes' }, slow);
    expect(await notesAlert()).toHaveTextContent('We could not load the notes.');
    down = false;
    await user.click(within(notesSection()).getByRole('button', { name: 'Try again' }));
    expect(await within(notesSection()).findByText('Back again.')).toBeVisible();
    expect(within(notesSection()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a note with Ctrl+Enter, mentioning the person picked after "@", and shows it in the history', async () => {
    const { user } = open();
    const box = await screen.findByRole('combobox', { name: 'Add a note' }, slow);
    await user.type(box, 'Ask @bo');
    const options = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bob Stone']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Ask @Bob Stone ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(box, 'about the team plan');
    await user.keyboard('{Control>}{Enter}{/Control}');

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({
      body: 'Ask @Bob Stone about the team plan',
      mentioned_user_ids: [ownerIds.bob],
    });
    expect(await within(notesSection()).findByText('Ask @Bob Stone about the team plan')).toBeVisible();
    expect(box).toHaveValue('');
    expect(screen.getByText('Note added')).toHaveAttribute('aria-live', 'polite');
    expect(await screen.findByText('Ada Lovelace added a note mentioning Bob Stone')).toBeVisible();
  });

  it('sends no mention for a name picked and then deleted from the text; Escape closes the suggestions', async () => {
    const { user } = open();
    const box = await screen.findByRole('combobox', { name: 'Add a note' }, slow);
    await user.type(box, '@g');
    expect(await screen.findByRole('option', { name: /Gus Guest/ })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // The drawer stays open: that Escape was the suggestions'.
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.clear(box);
    await user.type(box, '@ad');
    await user.keyboard('{Tab}');
    expect(box).toHaveValue('@Ada Lovelace ');
    await user.clear(box);
    await user.type(box, 'Nobody mentioned');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ body: 'Nobody mentioned', mentioned_user_ids: [] });
  });

  it('says what the API refused by the field, in words, and keeps the text', async () => {
    const { user } = open();
    const box = await screen.findByRole('combobox', { name: 'Add a note' }, slow);
    api().route(`POST /api/v1/leads/:projectId/lead/:leadId/notes`, () => ({
      status: 422,
      body: {
        code: 'VALIDATION_ERROR',
        field: 'body',
        detail: 'body: must be plain text: no control characters but line breaks and tabs',
      },
    }));
    await user.type(box, 'Odd text');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const problem = await notesAlert();
    expect(problem).toHaveTextContent(
      'The note must be plain text: no control characters but line breaks and tabs.',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box.getAttribute('aria-describedby')).toContain(problem.id);
    expect(box).toHaveValue('Odd text');

    api().route(`POST /api/v1/leads/:projectId/lead/:leadId/notes`, () => ({
      status: 409,
      body: { code: 'LEAD_NOTE_LIMIT', detail: 'A lead can have at most 1,000 notes; delete some first.' },
    }));
    await user.click(box);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await notesAlert()).toHaveTextContent(
      'This lead has as many notes as it can hold (1,000). Delete an old note to add one.',
    );
  });

  it('shows the limit near the end and does not send a note over it', async () => {
    const { user } = open();
    const box = await screen.findByRole('combobox', { name: 'Add a note' }, slow);
    expect(screen.queryByText(/characters left/)).not.toBeInTheDocument();
    await user.click(box);
    await user.paste('x'.repeat(4600));
    expect(screen.getByText('400 of 5,000 characters left')).toBeVisible();
    await user.paste('y'.repeat(500));
    expect(screen.getByText('100 characters over the 5,000 limit')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await notesAlert()).toHaveTextContent('The note is 100 characters too long.');
    expect(posts()).toHaveLength(0);
  });

  it('edits my note while the API allows it, and says "too late" in words when it no longer does', async () => {
    const { user } = open({}, (state) =>
      state.notes.set(LEAD, [
        leadNote(LEAD, { body: 'Old and closed', created_at: minutesAgo(30) }),
        leadNote(LEAD, { body: 'Fresh note', created_at: minutesAgo(1) }),
      ]),
    );
    // Ada's account loads with the notes: her own get their buttons once it is known.
    await user.click(await screen.findByRole('button', { name: 'Edit note by Ada Lovelace' }, slow));
    const [closed] = noteItems();
    expect(closed).toHaveTextContent('Old and closed');
    expect(within(closed!).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(closed!).getByRole('button', { name: 'Delete note by Ada Lovelace' })).toBeVisible();

    const box = screen.getByRole('combobox', { name: 'Edit your note' });
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, 'Fresh note, corrected');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('combobox', { name: 'Edit your note' })).not.toBeInTheDocument(),
    );
    expect(noteItems()[1]).toHaveTextContent('Fresh note, corrected');
    expect(noteItems()[1]).toHaveTextContent('edited');
    expect(screen.getByText('Note saved')).toBeInTheDocument();

    // The server's clock says the window has closed, though this one does not yet.
    api().route('PATCH /api/v1/leads/:projectId/lead/:leadId/notes/:noteId', () => ({
      status: 409,
      body: {
        code: 'NOTE_EDIT_WINDOW_CLOSED',
        detail: 'A note can be edited for 15 minutes after it is written.',
      },
    }));
    await user.click(within(noteItems()[1]!).getByRole('button', { name: 'Edit note by Ada Lovelace' }));
    await user.type(screen.getByRole('combobox', { name: 'Edit your note' }), '!');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await notesAlert()).toHaveTextContent(
      'It is too late to edit this note (notes can be edited for 15 minutes). Add a new note instead.',
    );
    // Escape cancels the edit and leaves the drawer open.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Edit your note' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('deletes my note after a confirmation, and keeps it when I change my mind', async () => {
    const { user } = open({}, (state) =>
      state.notes.set(LEAD, [leadNote(LEAD, { body: 'Wrong lead, sorry' })]),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete note by Ada Lovelace' }, slow));
    const confirm = screen.getByRole('group', { name: 'Delete this note?' });
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(api().count(`DELETE ${NOTES}/${notes.notes.get(LEAD)![0]!.id}`)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Delete note by Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Delete note' }));
    await waitFor(() => expect(screen.queryByText('Wrong lead, sorry')).not.toBeInTheDocument());
    expect(notes.notes.get(LEAD)).toEqual([]);
    expect(screen.getByText('Note deleted')).toBeInTheDocument();
    expect(await screen.findByText('Ada Lovelace deleted a note')).toBeVisible();
  });

  it('offers an owner Delete on anyone’s note, and says in words when the API refuses it', async () => {
    api().state.project.viewer_role = 'owner';
    const { user } = open({ deletesAny: false }, (state) => {
      state.notes.set(LEAD, [
        leadNote(LEAD, {
          body: 'Bob’s note',
          author: { user_id: ownerIds.bob, name: 'Bob Stone', former_member: false },
        }),
      ]);
      state.history.set(LEAD, [historyEntry('found', { platform: 'reddit', score: 82 })]);
    });
    await user.click(await screen.findByRole('button', { name: 'Delete note by Bob Stone' }, slow));
    await user.click(screen.getByRole('button', { name: 'Delete note' }));
    expect(await notesAlert()).toHaveTextContent(
      'Only the person who wrote this note, or an owner or admin of the organization, can delete it.',
    );
    expect(screen.getByText('Bob’s note')).toBeVisible();
  });
});
