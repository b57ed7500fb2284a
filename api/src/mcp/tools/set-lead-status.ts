import { Type } from 'typebox';
import { isUuid, pick, statusesOf } from '../lookups.js';
import { defineTool } from '../tool.js';
import { answer, expectOk, ToolRefusal } from '../tool-answers.js';
import { LeadIdInput, ProjectIdInput } from './inputs.js';

export const setLeadStatus = defineTool({
  name: 'set_lead_status',
  title: 'Set a lead status',
  description:
    "Moves a lead to another status of its project's pipeline (e.g. Contacted), by status name or id.",
  input: Type.Object(
    {
      project_id: ProjectIdInput,
      lead_id: LeadIdInput,
      status: Type.String({ minLength: 1, maxLength: 200, description: 'The status name (any case) or id.' }),
    },
    { additionalProperties: false },
  ),
  readOnly: false,
  async run(args, call) {
    // A write-only key cannot read the statuses: it may still give an id.
    const status = isUuid(args.status)
      ? { id: args.status, name: args.status }
      : pick(await statusesOf(call, args.project_id), args.status, 'status');
    const { updated } = expectOk<{ updated: number }>(
      await call('POST', `/api/v1/leads/${args.project_id}/update_status`, {
        body: { lead_ids: [args.lead_id], status_config_id: status.id },
      }),
    );
    if (updated === 0) {
      // The bulk route ignores ids of other projects: tell a missing lead from one already there.
      const lead = await call('GET', `/api/v1/leads/${args.project_id}/lead/${args.lead_id}`);
      if (lead.status === 404) expectOk(lead);
      if (lead.status !== 200)
        throw new ToolRefusal(
          'Nothing changed: the lead is already in that status, or is not in this project.',
        );
    }
    return answer({
      lead_id: args.lead_id,
      status: status.name,
      done: updated === 0 ? 'The lead was already in that status.' : `Moved to ${status.name}.`,
    });
  },
});
