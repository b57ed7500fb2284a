// The project item, its notification settings and the website proposal, as the API answers them
// (api/src/routes/project/item.ts, notification-settings, the contract's brainstorm_business_info).
import type {
  BusinessInfoProposal,
  NotificationSettings,
  NotificationSettingsInput,
  Project,
} from '@signalboard/shared/api';
import { errorReply, type ApiReply, type ApiRoutes } from '@signalboard/shared/testing';
import { defaultNotifications, type SettingsApi } from './settings-api';

const unauthorized = errorReply(401, 'UNAUTHORIZED', 'Unauthorized');
const invalid = (field: string, message: string): ApiReply => ({
  status: 422,
  body: { detail: `${field}: ${message}`, code: 'VALIDATION_ERROR', field },
});

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The proposal the fake site "acme.example" gives; the local writer's notice when asked for. */
export const testProposal = (overrides: Partial<BusinessInfoProposal> = {}): BusinessInfoProposal => ({
  website: 'https://www.acme.example/',
  site_title: 'Acme CRM — the CRM for agencies',
  business_description: 'Acme CRM helps small agencies track clients and deals, as HubSpot or Pipedrive do.',
  key_offerings: ['Client tracking', 'Deal pipeline'],
  competitors: ['HubSpot', 'Pipedrive'],
  source: 'llm',
  notice: null,
  ...overrides,
});

export function projectRoutes(
  state: SettingsApi['state'],
  signedIn: (authorization: string | undefined) => boolean,
): ApiRoutes {
  const find = (id: string | undefined): Project | undefined => state.projects.find((p) => p.id === id);
  const guard = (authorization: string | undefined, id: string | undefined): ApiReply | Project => {
    if (!signedIn(authorization)) return unauthorized;
    return find(id) ?? errorReply(404, 'PROJECT_NOT_FOUND', 'Project not found.');
  };
  const isReply = (value: ApiReply | Project): value is ApiReply => 'status' in value;

  return {
    'GET /api/v1/project': ({ authorization }) =>
      signedIn(authorization) ? { status: 200, body: state.projects } : unauthorized,
    'GET /api/v1/project/:id': ({ authorization, params }) => {
      const project = guard(authorization, params.id);
      return isReply(project) ? project : { status: 200, body: project };
    },
    'PATCH /api/v1/project/:id': ({ authorization, params, body }) => {
      const project = guard(authorization, params.id);
      if (isReply(project)) return project;
      const patch = body as Partial<Project>;
      if (patch.name !== undefined) {
        const name = patch.name.trim();
        if (name.length < 1 || name.length > 100) return invalid('name', 'must be 1 to 100 characters long');
        if (name.toLowerCase() === 'taken') return invalid('name', 'a project with this name already exists');
        project.name = name;
      }
      if (patch.website !== undefined) {
        if (patch.website !== null && !isHttpUrl(patch.website)) {
          return invalid('website', 'must be an http(s) URL, e.g. https://example.com');
        }
        project.website = patch.website;
      }
      if (patch.business_description !== undefined) {
        if ((patch.business_description ?? '').length > 5000) {
          return invalid('business_description', 'must be at most 5000 characters long');
        }
        project.business_description = patch.business_description?.trim() || null;
      }
      if (patch.reply_voice !== undefined) {
        if ([...(patch.reply_voice ?? '')].length > 1000) {
          return invalid('reply_voice', 'must be at most 1000 characters long');
        }
        project.reply_voice = patch.reply_voice?.trim() || null;
      }
      if (patch.use_case !== undefined) project.use_case = patch.use_case;
      if (patch.lead_threshold !== undefined) {
        if (!Number.isInteger(patch.lead_threshold) || patch.lead_threshold < 0 || patch.lead_threshold > 100)
          return invalid('lead_threshold', 'must be a whole number from 0 to 100');
        project.lead_threshold = patch.lead_threshold;
      }
      project.updated_at = '2025-03-01T12:00:00.000Z';
      return { status: 200, body: project };
    },
    'DELETE /api/v1/project/:id': ({ authorization, params }) => {
      const project = guard(authorization, params.id);
      if (isReply(project)) return project;
      if (state.role === 'member') {
        return errorReply(403, 'PROJECT_DELETE_FORBIDDEN', 'Only owners and admins can delete a project.');
      }
      state.projects = state.projects.filter((p) => p.id !== project.id);
      return { status: 204 };
    },
    'GET /api/v1/project/:id/brainstorm_business_info': ({ authorization, params, query }) => {
      const project = guard(authorization, params.id);
      if (isReply(project)) return project;
      const website = query.website ?? project.website;
      if (!website) {
        return errorReply(
          422,
          'WEBSITE_REQUIRED',
          'Enter your website first, or write the description yourself.',
        );
      }
      if (website.includes('unreadable')) {
        return errorReply(
          422,
          'WEBSITE_UNREADABLE',
          'The website did not answer in time. Try again later, or write the description yourself.',
        );
      }
      if (website.endsWith('.invalid')) {
        // As the API words a host name DNS does not know (api/src/routes/project/brainstorm.ts).
        const host = new URL(website).hostname;
        return {
          status: 422,
          body: {
            detail: `Signalboard could not read ${website}: its address (${host}) could not be found. Check the address, or write the description by hand.`,
            code: 'WEBSITE_UNREADABLE',
            field: 'website',
          },
        };
      }
      if (website.includes('no-assistant')) {
        // A server without an LLM: the built-in writer answers, and nothing failed.
        return { status: 200, body: testProposal({ source: 'local', notice: null }) };
      }
      if (website.includes('local-writer')) {
        return {
          status: 200,
          body: testProposal({
            source: 'local',
            notice: 'The AI service failed, so this was written from the page text by the built-in writer.',
          }),
        };
      }
      return { status: 200, body: testProposal() };
    },
    'GET /api/v1/notification-settings/:projectId': ({ authorization, params }) => {
      const project = guard(authorization, params.projectId);
      if (isReply(project)) return project;
      return { status: 200, body: state.notifications[project.id] ?? defaultNotifications() };
    },
    'PUT /api/v1/notification-settings/:projectId': ({ authorization, params, body }) => {
      const project = guard(authorization, params.projectId);
      if (isReply(project)) return project;
      const input = body as NotificationSettingsInput;
      const bad = input.email_recipients.findIndex((email) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email));
      if (bad >= 0) return invalid(`email_recipients.${bad}`, 'must be a valid e-mail address');
      if (input.email_recipients.some((email) => email.endsWith('@blocked.example'))) {
        return invalid('email_recipients', 'this domain does not accept alerts');
      }
      const saved: NotificationSettings = {
        ...input,
        email_recipients: [...new Set(input.email_recipients.map((e) => e.trim().toLowerCase()))],
        timezone: input.timezone ?? state.notifications[project.id]?.timezone ?? 'UTC',
        saved: true,
      };
      state.notifications[project.id] = saved;
      return { status: 200, body: saved };
    },
  };
}
