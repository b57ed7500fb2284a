import { Type } from 'typebox';
import { namer, statusesOf } from '../lookups.js';
import { defineTool } from '../tool.js';
import { answer, cut, expectOk } from '../tool-answers.js';
import { LeadIdInput, ProjectIdInput } from './inputs.js';

interface Lead {
  id: string;
  platform: string;
  score: number;
  read: boolean;
  starred: boolean;
  status_config_id: string | null;
  verdict: string | null;
  verdict_reason: string | null;
  verdict_note: string | null;
  assignee_id?: string | null;
  published_at: string;
  post: {
    url: string | null;
    author: string | null;
    community: string | null;
    title: string | null;
    body: string;
  };
  matches: {
    intent_signal_name: string;
    score: number;
    explanation: { reason: string; cues: string[]; terms: string[] };
  }[];
  crm?: { provider: string; state: string; record_url: string | null; last_error: string | null }[];
}

interface Note {
  author: { name: string };
  body: string;
  created_at: string;
}

/** The post is cut here: a long thread would otherwise fill the model's context on its own. */
const maxBodyCharacters = 4000;
const maxNotes = 20;

export const getLead = defineTool({
  name: 'get_lead',
  title: 'Read a lead',
  description:
    'Reads one lead whole: the post (cut at 4,000 characters), the intent signals it matched and why, status, verdict, notes and CRM links.',
  input: Type.Object({ project_id: ProjectIdInput, lead_id: LeadIdInput }, { additionalProperties: false }),
  readOnly: true,
  async run(args, call) {
    const path = `/api/v1/leads/${args.project_id}/lead/${args.lead_id}`;
    const lead = expectOk<Lead>(await call('GET', path));
    const [statuses, notes] = await Promise.all([
      statusesOf(call, args.project_id),
      call('GET', `${path}/notes`).then((notesAnswer) => expectOk<{ items: Note[] }>(notesAnswer).items),
    ]);
    return answer({
      id: lead.id,
      url: lead.post.url,
      platform: lead.platform,
      community: lead.post.community,
      author: lead.post.author,
      published_at: lead.published_at,
      title: lead.post.title,
      body: cut(lead.post.body, maxBodyCharacters),
      score: lead.score,
      signals: lead.matches.map((match) => ({
        name: match.intent_signal_name,
        score: match.score,
        reason: match.explanation.reason,
        cues: match.explanation.cues.slice(0, 5),
      })),
      status: namer(statuses)(lead.status_config_id),
      verdict: lead.verdict,
      verdict_reason: lead.verdict_reason,
      ...(lead.verdict_note ? { verdict_note: lead.verdict_note } : {}),
      starred: lead.starred,
      read: lead.read,
      assignee_id: lead.assignee_id ?? null,
      notes: notes.slice(-maxNotes).map((note) => ({
        by: note.author.name,
        at: note.created_at,
        text: cut(note.body, 500),
      })),
      ...(notes.length > maxNotes ? { older_notes: notes.length - maxNotes } : {}),
      crm: (lead.crm ?? []).map((link) => ({
        provider: link.provider,
        state: link.state,
        record_url: link.record_url,
        ...(link.last_error ? { last_error: link.last_error } : {}),
      })),
    });
  },
});
