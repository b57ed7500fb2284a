import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DomainError } from '../../errors/error-catalogue.js';
import type { LeadsRepository } from '../../repositories/leads-repository.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import { LeadIdsBodySchema, LeadStatusUpdateSchema, LeadsUpdatedSchema } from '../../schemas/lead.js';

const security = [{ bearerAuth: [] }];
const tags = ['leads'];
const ignored = "Ids of other projects' leads are ignored; `updated` counts the leads whose state changed.";

type Marker = (leads: LeadsRepository, projectId: string, leadIds: string[]) => Promise<number>;

/** The four bulk flags, one route each, in the spec's names. */
const markers: [string, string, Marker][] = [
  ['read', 'Mark leads read', (leads, projectId, ids) => leads.setReadMany(projectId, ids, true)],
  ['unread', 'Mark leads unread', (leads, projectId, ids) => leads.setReadMany(projectId, ids, false)],
  [
    'deleted',
    'Delete leads (hidden from the list; restore them with mark_leads_as_restored)',
    (leads, projectId, ids) => leads.setDeletedMany(projectId, ids, true),
  ],
  [
    'restored',
    'Restore deleted leads',
    (leads, projectId, ids) => leads.setDeletedMany(projectId, ids, false),
  ],
];

/** /api/v1/leads/{projectId}/update_status and mark_leads_as_*: triage of many leads at once (guests too). */
const bulkActions: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:projectId/update_status',
    {
      schema: {
        tags,
        summary: 'Move leads to a status of the project (members and guests)',
        description: `${ignored} A status not of this project is 404 STATUS_CONFIG_NOT_FOUND.`,
        security,
        params: LeadsProjectParamsSchema,
        body: ref(LeadStatusUpdateSchema),
        response: { 200: ref(LeadsUpdatedSchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const { status_config_id: statusId, lead_ids: leadIds } = request.body;
      if (!(await app.repositories.leads.statusBelongsToProject(project.id, statusId)))
        throw new DomainError('STATUS_CONFIG_NOT_FOUND', { field: 'status_config_id' });
      return { updated: await app.repositories.leads.setStatusMany(project.id, leadIds, statusId) };
    },
  );

  for (const [state, summary, mark] of markers)
    app.post(
      `/:projectId/mark_leads_as_${state}`,
      {
        schema: {
          tags,
          summary: `${summary} (members and guests)`,
          description: ignored,
          security,
          params: LeadsProjectParamsSchema,
          body: ref(LeadIdsBodySchema),
          response: { 200: ref(LeadsUpdatedSchema), ...errorResponses(401, 404, 422) },
        },
      },
      async (request) => {
        const { project } = await app.permissions.requireProject(
          request.currentUser,
          request.params.projectId,
          'read',
        );
        return { updated: await mark(app.repositories.leads, project.id, request.body.lead_ids) };
      },
    );
};

export default bulkActions;
