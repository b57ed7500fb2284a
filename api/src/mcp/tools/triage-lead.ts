import { Type } from 'typebox';
import { defineTool } from '../tool.js';
import { answer, expectOk } from '../tool-answers.js';
import { LeadIdInput, NotLeadReasonInput, ProjectIdInput } from './inputs.js';

const TriageInput = Type.Object(
  {
    project_id: ProjectIdInput,
    lead_id: LeadIdInput,
    verdict: Type.Enum(['good', 'not_lead'], {
      description: 'good: a real lead to work; not_lead: hides it from the list (give a reason).',
    }),
    reason: Type.Optional(NotLeadReasonInput),
    other_reason: Type.Optional(
      Type.String({ maxLength: 200, description: "With reason 'other': why, in a few words (one line)." }),
    ),
    note: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 5000,
        description: 'Optional: a note for the team, added to the lead (e.g. why it is a good lead).',
      }),
    ),
  },
  { additionalProperties: false },
);

interface JudgedLead {
  id: string;
  verdict: string | null;
  verdict_reason: string | null;
}

export const triageLead = defineTool({
  name: 'triage_lead',
  title: 'Triage a lead',
  description:
    "Changes a lead's verdict: good, or not_lead with a reason (which hides it from the list); optionally adds a note for the team.",
  input: TriageInput,
  readOnly: false,
  async run(args, call) {
    const path = `/api/v1/leads/${args.project_id}/lead/${args.lead_id}`;
    const lead = expectOk<JudgedLead>(
      await call('POST', `${path}/verdict`, {
        body: {
          verdict: args.verdict,
          ...(args.reason ? { reason: args.reason } : {}),
          ...(args.other_reason ? { reason_note: args.other_reason } : {}),
        },
      }),
    );
    const noteId = args.note
      ? expectOk<{ id: string }>(await call('POST', `${path}/notes`, { body: { body: args.note } })).id
      : null;
    return answer({
      lead_id: lead.id,
      verdict: lead.verdict,
      ...(lead.verdict_reason ? { reason: lead.verdict_reason } : {}),
      ...(noteId ? { note_id: noteId } : {}),
      done:
        lead.verdict === 'good'
          ? 'Marked a good lead.'
          : 'Marked not a lead: it is hidden from the list (search_leads with verdict not_lead finds it).',
    });
  },
});
