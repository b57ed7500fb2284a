import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { leadCsv } from '../../leads/export-rows.js';
import { filterFromQuery } from '../../leads/filter-from-query.js';
import { errorResponses } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import { exportLimits, LeadExportQuerySchema } from '../../schemas/lead-overview.js';

/** Says whether the file stopped at the row cap (exposed to browsers by plugins/external/cors.ts). */
export const exportCappedHeader = 'x-export-capped';

/** GET /api/v1/leads/{projectId}/export.csv: the list under its filter, as a spreadsheet-safe CSV file. */
const exportCsv: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId/export.csv',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags: ['leads'],
        summary: 'The filtered lead list as CSV (members and guests)',
        description:
          "Takes the list's filter and order (no paging). UTF-8 with a byte order mark, CRLF, RFC 4180 quoting; " +
          "cells a spreadsheet would run as a formula start with '. " +
          `At most ${exportLimits.maxRows} rows: the \`X-Export-Capped\` header is \`true\` when more leads match. ` +
          'Columns: published_at, platform, community, author, title, url, score, signals, status, starred, read, ' +
          'verdict (good, not_lead or empty), verdict_reason, verdict_note (the words given with the reason other), ' +
          "judged_by (the person's name, else their e-mail; `former member` once they no longer belong to the " +
          'project; `Slack` for a Slack button), judged_at, one per smart column (named for it), body.',
        security: [{ bearerAuth: [] }],
        params: LeadsProjectParamsSchema,
        querystring: LeadExportQuerySchema,
        response: {
          200: {
            description: 'The CSV file',
            content: { 'text/csv': { schema: Type.String() } },
          },
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const repository = app.repositories.leads;
      const filter = await filterFromQuery(repository, project.id, request.query, request.currentUser.id);
      const matching = await repository.countMatching(project.id, filter, exportLimits.maxRows);
      const capped = matching > exportLimits.maxRows;
      const day = new Date().toISOString().slice(0, 10);
      const slug =
        project.name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'project';
      const body = Readable.from(
        leadCsv(app.db, repository, project.id, filter, Math.min(matching, exportLimits.maxRows)),
      );
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="signalboard-${slug}-leads-${day}.csv"`)
          .header(exportCappedHeader, String(capped))
          .header('cache-control', 'no-store')
          // A stream of the schema's string: the type provider only knows whole bodies.
          .send(body as unknown as string)
      );
    },
  );
};

export default exportCsv;
