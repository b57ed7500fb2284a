import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { filterFromQuery } from '../../leads/filter-from-query.js';
import { toLead, toLeadRow } from '../../presenters/lead.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { LeadsProjectParamsSchema } from '../../schemas/intent-signal.js';
import { leadLimits, LeadListFullSchema, LeadListQuerySchema, LeadListSchema } from '../../schemas/lead.js';

// One object per view (a plain `$ref`, hence the casts below), so Fastify compiles each view's serializer once (it caches by schema object).
const rowsPage = ref(LeadListSchema);
const fullPage = ref(LeadListFullSchema);

/** Has `reply` written by the compiled serializer of `schema` (compiled on first use, then cached). */
const writeWith = (reply: FastifyReply, schema: typeof rowsPage | typeof fullPage) =>
  reply.serializer(reply.compileSerializationSchema(schema as unknown as Record<string, unknown>, '200'));

/** GET /api/v1/leads/{projectId}: the lead list, filtered, sorted and paged. */
const list: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:projectId',
    {
      schema: {
        tags: ['leads'],
        summary: "A page of the project's leads (members and guests)",
        description:
          'Deleted leads are never listed. Repeat a key for several values (`intent_signals=a&intent_signals=b`). ' +
          `\`total\` counts at most ${leadLimits.totalCap} leads; \`total_capped\` says there are more. ` +
          'Each lead comes as a row shows it (`LeadRow`: its snippet, signals and the words to mark, the best ' +
          "match's reason, no other explanation); GET /lead/{leadId} has the whole lead. `view=full` answers " +
          `every lead whole (\`LeadListFull\`, post bodies cut to ${leadLimits.listBody} characters). ` +
          'A bad filter value is a 422 whose `field` names it (e.g. `smart_column_values.0.operator`).',
        security: [{ bearerAuth: [] }],
        params: LeadsProjectParamsSchema,
        querystring: LeadListQuerySchema,
        response: {
          200: Type.Union([rowsPage, fullPage], {
            description: 'A `LeadList`, or with `view=full` a `LeadListFull`',
          }),
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
      const filter = await filterFromQuery(app.repositories.leads, project.id, request.query);
      const page = (counted: number) => ({
        total: Math.min(counted, leadLimits.totalCap),
        total_capped: counted > leadLimits.totalCap,
        limit: filter.limit,
        skip: filter.skip,
      });
      // Each view is written by the compiled serializer of its own schema: the 200's union would make
      // the serializer validate the whole page against each branch to pick one.
      if (request.query.view === 'full') {
        const { items, counted } = await app.repositories.leads.listPage(project.id, filter, {
          countCap: leadLimits.totalCap,
          bodyLimit: leadLimits.listBody,
        });
        writeWith(reply, fullPage);
        return { items: items.map(toLead), ...page(counted) };
      }
      const { items, counted } = await app.repositories.leads.listRows(project.id, filter, {
        countCap: leadLimits.totalCap,
        snippetLength: leadLimits.rowSnippet,
      });
      writeWith(reply, rowsPage);
      return { items: items.map(toLeadRow), ...page(counted) };
    },
  );
};

export default list;
