import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { failImportRun, recordImportRun, rowsRead } from '../../engine/pipeline/import-rows.js';
import { parseImport, type ImportRowError } from '../../engine/sources/import/parse-import.js';
import { DomainError } from '../../errors/error-catalogue.js';
import { ErrorSchema, errorResponses, ref } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import {
  LeadImportAcceptedSchema,
  LeadImportSchema,
  maxImportContentLength,
} from '../../schemas/lead-import.js';

/** JSON escaping can double a CSV (quotes, new lines), so the body may be larger than its content. */
export const importBodyLimit = 2 * maxImportContentLength + 64 * 1024;

const mebibytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MiB`;

/** The sentence of a file no row of which can be imported: its first problem, where it is. */
function nothingToImport(errors: ImportRowError[]): DomainError {
  const [first] = errors;
  const where = !first || first.row === 0 ? 'content' : `content: row ${first.row}, ${first.field}`;
  const more = errors.length > 1 ? ` (${errors.length - 1} more problems)` : '';
  return new DomainError('VALIDATION_ERROR', {
    field: 'content',
    detail: first
      ? `${where}: ${first.message}${more} No row can be imported.`
      : 'content: the file has no rows to import.',
  });
}

/** POST /api/v1/leads/{projectId}/import: leads from a CSV or JSON file a member uploads. */
const leadImport: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:projectId/import',
    {
      bodyLimit: importBodyLimit,
      // A NUL or lone surrogate leaves out its row only (parseImport names it), not the whole file.
      config: { bodyTextCheckedByRoute: ['content'] },
      schema: {
        tags: ['leads'],
        summary: 'Import posts from CSV or JSON as leads (members only)',
        description:
          'The file is read and checked at once: bad rows are left out and listed in errors, and a file no row ' +
          'of which can be imported is refused (422, nothing stored). The accepted rows are then stored by an ' +
          'analysis run of kind import (202: follow it at GET /{projectId}/analysis_runs/{runId}): as posts of ' +
          "the csv_import platform, scored against the project's intent signals. Every row becomes a lead " +
          'unless as_leads is false (then only rows scoring at least the threshold); importing the same file ' +
          `again adds nothing. The request body may be up to ${mebibytes(importBodyLimit)}.`,
        security: [{ bearerAuth: [] }],
        params: LeadsProjectParamsSchema,
        body: ref(LeadImportSchema),
        response: {
          202: {
            ...ref(LeadImportAcceptedSchema, 'Accepted: the import run stores the rows'),
            // Response headers as @fastify/swagger reads them (name → schema) into openapi.json.
            headers: {
              'x-analysis-run-id': Type.String({
                format: 'uuid',
                description: 'The import run (as analysis_run_id in the body).',
              }),
            },
          },
          413: ref(ErrorSchema, `The body is over ${mebibytes(importBodyLimit)} (PAYLOAD_TOO_LARGE)`),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { project } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'use',
      );
      const parsed = parseImport(request.body.format, request.body.content);
      if (parsed.rows.length === 0) throw nothingToImport(parsed.errors);
      const received = rowsRead(parsed);
      // The rows wait in the database (import_batches), not in the job: see recordImportRun.
      const run = await recordImportRun(app.db, project.id, parsed.rows, request.body.as_leads ?? true);
      try {
        await app.queue.send('engine.import', { runId: run.id });
      } catch (error) {
        await failImportRun(app.db, run.id, 'could not be queued');
        throw error;
      }
      reply.code(202).header('x-analysis-run-id', run.id);
      return {
        analysis_run_id: run.id,
        received,
        accepted: parsed.rows.length,
        rejected: received - parsed.rows.length,
        errors: parsed.errors,
      };
    },
  );
};

export default leadImport;
