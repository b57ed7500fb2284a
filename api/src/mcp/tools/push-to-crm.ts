import { Type } from 'typebox';
import { defineTool } from '../tool.js';
import { answer, expectOk, ToolRefusal } from '../tool-answers.js';
import { LeadIdInput, ProjectIdInput } from './inputs.js';

const providers = ['hubspot', 'pipedrive', 'attio'] as const;

interface CrmConnections {
  connections: { provider: (typeof providers)[number]; status: string }[];
}

interface CrmPush {
  id: string;
  provider: string;
  state: string;
  record_url: string | null;
  last_error: string | null;
}

const noCrm = 'No CRM is connected to this project: connect a CRM in Settings → Integrations first.';

/**
 * Listed always (tools/list is not per project, and a stateless server would have to ask on every
 * request): without a connected CRM it answers, in words, where to connect one.
 */
export const pushToCrm = defineTool({
  name: 'push_to_crm',
  title: 'Push a lead to the CRM',
  description:
    "Sends a lead to the project's connected CRM (HubSpot, Pipedrive or Attio) as a person record; once per lead and CRM.",
  input: Type.Object(
    {
      project_id: ProjectIdInput,
      lead_id: LeadIdInput,
      provider: Type.Optional(
        Type.Enum([...providers], { description: 'Which CRM; left out: the one connected CRM.' }),
      ),
      email: Type.Optional(
        Type.String({
          format: 'email',
          maxLength: 254,
          description:
            "The author's e-mail only if known for sure (never guess): the CRM matches people by it.",
        }),
      ),
    },
    { additionalProperties: false },
  ),
  readOnly: false,
  openWorld: true,
  async run(args, call) {
    let provider = args.provider;
    if (!provider) {
      const list = await call('GET', `/api/v1/project/${args.project_id}/crm`);
      if (list.status === 403)
        throw new ToolRefusal(
          'Name the CRM in provider (hubspot, pipedrive or attio): this key cannot read which one is connected.',
        );
      const connected = expectOk<CrmConnections>(list).connections.filter(
        (crm) => crm.status !== 'disconnected',
      );
      if (connected.length === 0) throw new ToolRefusal(noCrm);
      if (connected.length > 1)
        throw new ToolRefusal(
          `Several CRMs are connected (${connected.map((crm) => crm.provider).join(', ')}): name one in provider.`,
        );
      provider = connected[0]!.provider;
    }
    const push = expectOk<CrmPush>(
      await call('POST', `/api/v1/leads/${args.project_id}/lead/${args.lead_id}/crm_push`, {
        body: { provider, ...(args.email ? { email: args.email } : {}) },
      }),
    );
    return answer({
      lead_id: args.lead_id,
      provider: push.provider,
      state: push.state,
      record_url: push.record_url,
      ...(push.last_error ? { last_error: push.last_error } : {}),
      done:
        push.state === 'pushed'
          ? 'In the CRM.'
          : 'Queued: Signalboard delivers it in the background; get_lead shows its CRM link once there.',
    });
  },
});
