import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { filterFromQuery } from '../../leads/filter-from-query.js';
import { invalidFilter } from '../../leads/invalid-filter.js';
import { decodeListCursor, encodeListCursor } from '../../leads/list-cursor.js';
import type { ListPosition } from '../../leads/list-query.js';
import { listPageCache } from '../../leads/list-page-cache.js';
import { toLead } from '../../presenters/lead.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import {
  leadLimits,
  LeadListFullSchema,
  LeadListPageQuerySchema,
  LeadListSchema,
} from '../../schemas/lead.js';

const rowsPage = ref(LeadListSchema);

/** Sends JSON already written: a string with a JSON content type goes out as it is. */
const sendJsonText = (reply: FastifyReply, text: string) =>
  // The type provider only knows the schema's objects.
  reply.type('application/json; charset=utf-8').send(text as never);
// One object (a plain `$ref`, hence the cast below), so Fastify compiles the full view's serializer once
// (it caches by schema object).
const fullPage = ref(LeadListFullSchema);

/** GET /api/v1/leads/{projectId}: the lead list, filtered, sorted and paged. */
const list: FastifyPluginAsyncTypebox = async (app) => {
  // Pages as rows, kept under the project's lead list version (leads/list-page-cache.ts).
  const pages = listPageCache();
  app.get(
    '/:projectId',
    {
      config: { apiKeyScope: 'leads:read' },
      schema: {
        tags: ['leads'],
        summary: "A page of the project's leads (members and guests)",
        description:
          'Deleted leads are never listed. Repeat a key for several values (`intent_signals=a&intent_signals=b`). ' +
          `\`total\` counts at most ${leadLimits.totalCap} leads; \`total_capped\` says there are more. ` +
          'Each lead comes as a row shows it (`LeadRow`: its snippet, signals and the words to mark, the best ' +
          "match's reason, no other explanation); GET /lead/{leadId} has the whole lead. `view=full` answers " +
          `every lead whole (\`LeadListFull\`, post bodies cut to ${leadLimits.listBody} characters). ` +
          'A bad filter value is a 422 whose `field` names it (e.g. `smart_column_values.0.operator`). ' +
          'To read every lead, follow `next_cursor` (send it back as `cursor`) until it is null: pages stay ' +
          'exact while leads arrive, which `skip` cannot promise. To sync, ask for what changed since your ' +
          'last sync: `updated_since=<time>&sort_by=updated&sort_order=asc`, following `next_cursor`.',
        security: [{ bearerAuth: [] }],
        params: LeadsProjectParamsSchema,
        querystring: LeadListPageQuerySchema,
        response: {
          200: Type.Union([rowsPage, fullPage], {
            description: 'A `LeadList`, or with `view=full` a `LeadListFull`',
          }),
          ...errorResponses(401, 404, 422),
        },
      },
    },
    async (request, reply) => {
      const { project, listVersion } = await app.permissions.requireProject(
        request.currentUser,
        request.params.projectId,
        'read',
      );
      const { cursor, ...query } = request.query;
      const parsed = await filterFromQuery(app.repositories.leads, project.id, query, request.currentUser.id);
      if (cursor !== undefined && parsed.skip > 0)
        throw invalidFilter('cursor', 'send either cursor or skip: a cursor says where the page starts');
      const filter = { ...parsed, after: cursor === undefined ? null : decodeListCursor(cursor, parsed) };
      const page = (counted: number, size: number, lastKey: ListPosition | null) => ({
        total: Math.min(counted, leadLimits.totalCap),
        total_capped: counted > leadLimits.totalCap,
        limit: filter.limit,
        skip: filter.skip,
        // A short page is the end; after a full one the next may be empty.
        next_cursor: size === filter.limit && lastKey ? encodeListCursor(filter, lastKey) : null,
      });
      if (request.query.view === 'full') {
        // Kept like the rows (whole leads show nothing the version does not follow).
        const text = await pages.write(project.id, listVersion, { ...filter, view: 'full' }, async () => {
          const { items, counted, lastKey } = await app.repositories.leads.listPage(project.id, filter, {
            countCap: leadLimits.totalCap,
            bodyLimit: leadLimits.listBody,
          });
          // Written by the compiled serializer of the view's own schema (the 200's union would make the
          // serializer validate the whole page against each branch to pick one), called here rather than
          // set as the reply's serializer, which would also be handed the error if writing failed.
          const write = reply.compileSerializationSchema(
            fullPage as unknown as Record<string, unknown>,
            '200',
          );
          return write({ items: items.map(toLead), ...page(counted, items.length, lastKey) });
        });
        return sendJsonText(reply, text);
      }
      // The rows come as JSON text written by the database (repositories/lead-row-json.ts): sent as they
      // are, with the page's numbers around them.
      const text = await pages.write(project.id, listVersion, filter, async () => {
        const { itemsJson, size, counted, lastKey } = await app.repositories.leads.listRowsJson(
          project.id,
          filter,
          { countCap: leadLimits.totalCap, snippetLength: leadLimits.rowSnippet },
        );
        return `{"items":${itemsJson},${JSON.stringify(page(counted, size, lastKey)).slice(1)}`;
      });
      return sendJsonText(reply, text);
    },
  );
};

export default list;
