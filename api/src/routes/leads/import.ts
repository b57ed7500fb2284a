import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ingestRows } from '../../engine/pipeline/import-rows.js';
import { parseImport } from '../../engine/sources/import/parse-import.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import {
  LeadImportResultSchema,
  LeadImportSchema,
  maxImportContentLength,
} from '../../schemas/lead-import.js';

/** JSON escaping can double a CSV (quotes, new lines), so the body may be larger than its content. */
const importBodyLimit = 2 * maxImportContentLength + 64 * 1024;

/** POST /api/v1/leads/{projectId}/import: leads from a CSV or JSON file a member uploads. */
const leadImport: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:projectId/import',
    {
      bodyLimit: importBodyLimit,
      schema: {
        tags: ['leads'],
        summary: 'Import posts from CSV or JSON as leads (members only)',
        description:
          "Rows are stored as posts of the csv_import platform and scored against the project's intent signals. " +
          'Every row becomes a lead unless as_leads is false (then only rows scoring at least the threshold). ' +
          'Bad rows are left out and listed in errors; importing the same file again adds nothing.',
        security: [{ bearerAuth: [] }],
        params: LeadsProjectParamsSchema,
        body: ref(LeadImportSchema),
        response: { 200: ref(LeadImportResultSchema), ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const parsed = parseImport(request.body.format, request.body.content);
      const result = await ingestRows({ db: app.db, llm: app.llm }, project.id, parsed, {
        asLeads: request.body.as_leads ?? true,
      });
      return {
        received: result.received,
        imported: result.imported,
        new_leads: result.newLeads,
        errors: parsed.errors,
      };
    },
  );
};

export default leadImport;
