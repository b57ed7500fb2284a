// The brainstorm part of the API contract: a business-info proposal from a website, proposed intent
// signals from the business description, and one signal refined. Tests swap the answers in `state`.
import type { BusinessInfoProposal, ProposedIntentSignal } from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';

export interface BrainstormState {
  /** The answer for a website (the `website` query, or the project's saved one). */
  businessInfo: (website: string) => ApiReply | Promise<ApiReply>;
  /** What brainstorm_intent_signals proposes. */
  proposedSignals: ProposedIntentSignal[];
}

export const proposalFor = (website: string): BusinessInfoProposal => ({
  website,
  site_title: 'Acme CRM',
  business_description: 'Acme sells a simple CRM for small sales teams, with a shared inbox and pipelines.',
  key_offerings: ['Shared inbox', 'Sales pipelines'],
  competitors: ['HubSpot', 'Pipedrive'],
  source: 'llm',
  notice: null,
});

export const PROPOSED_SIGNALS: ProposedIntentSignal[] = [
  {
    name: 'Looking for a CRM',
    description: 'Someone asks which CRM to use for a small team.',
    keywords: ['crm recommendation', 'which crm'],
    negative_keywords: ['job'],
  },
  {
    name: 'Leaving HubSpot',
    description: 'Someone wants an alternative to HubSpot.',
    keywords: ['hubspot alternative'],
    negative_keywords: [],
  },
];

export function brainstormRoutes(
  state: BrainstormState,
  project: (id: string) => { website: string | null; business_description: string | null } | undefined,
): ApiRoutes {
  const notFound = errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found.');
  return {
    'GET /api/v1/project/:id/brainstorm_business_info': ({ params, query }) => {
      const target = project(params.id!);
      if (!target) return notFound;
      const website = query.website ?? target.website;
      if (!website) return errorReply(422, 'WEBSITE_REQUIRED', 'Enter your website first.');
      return state.businessInfo(website);
    },
    'GET /api/v1/project/:id/brainstorm_intent_signals': ({ params }) => {
      const target = project(params.id!);
      if (!target) return notFound;
      if (!target.business_description) {
        return errorReply(422, 'BUSINESS_DESCRIPTION_REQUIRED', 'Describe your business first.');
      }
      return { status: 200, body: { intent_signals: state.proposedSignals, source: 'llm', notice: null } };
    },
    'POST /api/v1/project/:id/refine_intent_signal': ({ params, body }) => {
      if (!project(params.id!)) return notFound;
      const { intent_signal: signal, instruction } = body as {
        intent_signal: ProposedIntentSignal;
        instruction?: string;
      };
      const keyword = instruction ? instruction.toLowerCase() : 'best crm';
      return {
        status: 200,
        body: {
          intent_signal: { ...signal, keywords: [...signal.keywords, keyword] },
          changes: [`Added the keyword “${keyword}”.`],
          source: 'llm',
          notice: null,
        },
      };
    },
  };
}
