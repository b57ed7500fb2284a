import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { businessInfoJob } from '../../brainstorm/business-info-job.js';
import { intentSignalsJob } from '../../brainstorm/intent-signals-job.js';
import { refineSignalJob } from '../../brainstorm/refine-signal-job.js';
import { WebsiteFetchError, type FetchedWebsite } from '../../brainstorm/website-fetch.js';
import { DomainError } from '../../errors/error-catalogue.js';
import {
  BusinessInfoProposalSchema,
  BusinessInfoQuerySchema,
  IntentSignalProposalsSchema,
  RefinedIntentSignalSchema,
  RefineIntentSignalRequestSchema,
} from '../../schemas/brainstorm.js';
import { errorResponses, ref } from '../../schemas/common.js';
import { ProjectParamsSchema, type UseCase } from '../../schemas/project.js';

const security = [{ bearerAuth: [] }];
const tags = ['project'];
const assistantNote =
  'Asks the configured AI assistant first (LLM_* variables); when there is none, or it fails, the answer is ' +
  'written locally and `source` is `local` (with a `notice` saying why, when the assistant failed). ' +
  'Nothing is saved.';

/** Turns a failed read into the contract's 422s, each with a sentence that says what to do next. */
function websiteProblem(error: WebsiteFetchError, website: string): DomainError {
  switch (error.kind) {
    case 'invalid':
      return new DomainError('WEBSITE_INVALID', { field: 'website', detail: `website: ${error.message}` });
    case 'blocked':
      return new DomainError('WEBSITE_BLOCKED', {
        field: 'website',
        detail: `Signalboard will not read this address: ${error.message}. Only public websites are read; enter your public website, or write the description by hand.`,
      });
    case 'unreadable':
      return new DomainError('WEBSITE_UNREADABLE', {
        field: 'website',
        detail: `Signalboard could not read ${website}: ${error.message}. Check the address, or write the description by hand.`,
      });
  }
}

/**
 * /api/v1/project/{id}/brainstorm_*: proposals that help fill in the wizard (a description from the
 * website, intent signals from the description, a sharper signal). Editing actions: members only.
 * Each may fetch a website and call the LLM, hence a rate limit of its own.
 */
const brainstorm: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.brainstormRateLimitMax, timeWindow: '1 minute' };

  app.get(
    '/:id/brainstorm_business_info',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Propose a business description from a website (the given one, else the project's)",
        description:
          'Reads the page (public http(s) addresses only, at most 5 redirects, 8 s, 2 MB, HTML) and proposes ' +
          `a description paragraph, key offerings and competitors. ${assistantNote}`,
        security,
        params: ProjectParamsSchema,
        querystring: BusinessInfoQuerySchema,
        response: { 200: ref(BusinessInfoProposalSchema), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(request.currentUser, request.params.id, 'use');
      const website = request.query.website?.trim() || project.website?.trim() || '';
      if (website === '') throw new DomainError('WEBSITE_REQUIRED', { field: 'website' });
      let page: FetchedWebsite;
      try {
        page = await app.readWebsite(website);
      } catch (error) {
        if (error instanceof WebsiteFetchError) {
          request.log.info({ website, kind: error.kind, reason: error.message }, 'website not read');
          throw websiteProblem(error, website);
        }
        throw error;
      }
      return businessInfoJob(app.llm, request.log, page);
    },
  );

  app.get(
    '/:id/brainstorm_intent_signals',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: "Propose 5 to 10 intent signals from the project's business description and use case",
        description: assistantNote,
        security,
        params: ProjectParamsSchema,
        response: { 200: ref(IntentSignalProposalsSchema), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(request.currentUser, request.params.id, 'use');
      const description = project.businessDescription?.trim() ?? '';
      if (description === '')
        throw new DomainError('BUSINESS_DESCRIPTION_REQUIRED', { field: 'business_description' });
      return intentSignalsJob(app.llm, request.log, {
        description,
        // Stored as text; only the schema's values are ever written.
        useCase: (project.useCase as UseCase | null) ?? 'lead_generation',
        website: project.website,
      });
    },
  );

  app.post(
    '/:id/refine_intent_signal',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Make one intent signal sharper, optionally following an instruction ("exclude agencies")',
        description: `Returns the sharper signal and the changes, one sentence each. ${assistantNote}`,
        security,
        params: ProjectParamsSchema,
        body: ref(RefineIntentSignalRequestSchema),
        response: { 200: ref(RefinedIntentSignalSchema), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (request) => {
      const { project } = await app.permissions.requireProject(request.currentUser, request.params.id, 'use');
      return refineSignalJob(app.llm, request.log, {
        signal: request.body.intent_signal,
        instruction: request.body.instruction?.trim() ?? '',
        description: project.businessDescription?.trim() ?? '',
        useCase: (project.useCase as UseCase | null) ?? 'lead_generation',
      });
    },
  );
};

export default brainstorm;
