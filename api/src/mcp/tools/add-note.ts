import { Type } from 'typebox';
import { defineTool } from '../tool.js';
import { answer, expectOk } from '../tool-answers.js';
import { LeadIdInput, ProjectIdInput } from './inputs.js';

export const addNote = defineTool({
  name: 'add_note',
  title: 'Add a note',
  description: "Adds a note for the team to a lead (plain text); it shows in the lead's notes and history.",
  input: Type.Object(
    {
      project_id: ProjectIdInput,
      lead_id: LeadIdInput,
      text: Type.String({ minLength: 1, maxLength: 5000, description: 'The note, plain text.' }),
    },
    { additionalProperties: false },
  ),
  readOnly: false,
  async run(args, call) {
    const note = expectOk<{ id: string; created_at: string }>(
      await call('POST', `/api/v1/leads/${args.project_id}/lead/${args.lead_id}/notes`, {
        body: { body: args.text },
      }),
    );
    return answer({
      note_id: note.id,
      lead_id: args.lead_id,
      created_at: note.created_at,
      done: 'Note added.',
    });
  },
});
