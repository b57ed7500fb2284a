import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, NameSchema, Nullable } from './common.js';
import { readOnlyFields } from './read-only.js';

export const useCases = [
  'lead_generation',
  'competitor_monitoring',
  'market_research',
  'brand_monitoring',
  'customer_support',
  'other',
] as const;

export type UseCase = (typeof useCases)[number];

const UseCaseSchema = Type.Enum(useCases);
const WizardStepSchema = Type.Integer({ minimum: 1, maximum: 6 });

export const viewerRoles = ['owner', 'admin', 'member', 'guest'] as const;

export type ViewerRole = (typeof viewerRoles)[number];

export const maxExclusions = 100;

/** A project's reply voice, in characters (code points, as the database's check counts them). */
export const replyVoiceMaxLength = 1000;
const ExclusionsSchema = (description: string) =>
  Type.Array(Type.String({ maxLength: 200 }), {
    maxItems: maxExclusions,
    description: `${description} Trimmed; empty and repeated (case-insensitive) entries are dropped.`,
  });

export const ProjectSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    business_description: Nullable(Type.String()),
    reply_voice: Type.Optional(
      Nullable(
        Type.String({
          description:
            'How the team speaks and who they are, for drafted replies to leads; null when not described. ' +
            "Always sent (optional in the type so older clients' fixtures still hold).",
        }),
      ),
    ),
    website: Nullable(Type.String()),
    use_case: Nullable(UseCaseSchema),
    wizard_step: Nullable(Type.Integer({ description: 'The wizard step to resume at; null once finished.' })),
    organization_id: IdSchema,
    created_at: DateTimeSchema,
    updated_at: DateTimeSchema,
    unread_count: Type.Integer({ minimum: 0, description: 'Leads of the project neither read nor deleted.' }),
    enabled_platforms: Type.Array(Type.String(), {
      description: 'Catalogue ids of the enabled data sources, in catalogue order.',
    }),
    lead_threshold: Type.Integer({
      minimum: 0,
      maximum: 100,
      description: 'A post scoring at least this against any intent signal becomes a lead.',
    }),
    excluded_authors: Type.Array(Type.String(), { description: 'Authors whose posts never become leads.' }),
    excluded_communities: Type.Array(Type.String(), {
      description: 'Communities (subreddits, tags...) whose posts never become leads.',
    }),
    viewer_role: Type.Enum(viewerRoles, {
      description:
        "The caller's role on the project: their role in its organization, or `guest` when they reach it " +
        'through guest access (guests read and triage leads but cannot change the project, its intent ' +
        'signals, smart columns or status configs).',
    }),
  },
  { $id: 'Project', additionalProperties: false },
);

// The spec names name and business_description as project fields; the wizard's other answers may come
// along too, so a project can be created whole in one call.
export const ProjectCreateSchema = Type.Object(
  {
    name: NameSchema(100),
    business_description: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
    website: Type.Optional(Nullable(Type.String({ maxLength: 2048, description: 'An http(s) URL.' }))),
    use_case: Type.Optional(Nullable(UseCaseSchema)),
    wizard_step: Type.Optional(Nullable(WizardStepSchema)),
  },
  { $id: 'ProjectCreate', additionalProperties: false },
);

export const ProjectUpdateSchema = Type.Object(
  {
    name: Type.Optional(NameSchema(100)),
    website: Type.Optional(Nullable(Type.String({ maxLength: 2048, description: 'An http(s) URL.' }))),
    business_description: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
    reply_voice: Type.Optional(
      Nullable(
        Type.String({
          maxLength: replyVoiceMaxLength,
          description:
            'How the team speaks and who they are ("We are Acme\'s founders; friendly, plain, no marketing ' +
            'speak"), read by "Draft a reply". Plain text, trimmed, line breaks and tabs allowed but no other ' +
            'control character; empty or null clears it.',
        }),
      ),
    ),
    use_case: Type.Optional(Nullable(UseCaseSchema)),
    wizard_step: Type.Optional(Nullable(WizardStepSchema)),
    lead_threshold: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    excluded_authors: Type.Optional(ExclusionsSchema('Authors whose posts never become leads.')),
    excluded_communities: Type.Optional(
      ExclusionsSchema('Communities (subreddits, tags...) whose posts never become leads.'),
    ),
    ...readOnlyFields(ProjectSchema, [
      'id',
      'organization_id',
      'created_at',
      'updated_at',
      'unread_count',
      'enabled_platforms',
      'viewer_role',
    ]),
  },
  { $id: 'ProjectUpdate', additionalProperties: false },
);

export const ProjectParamsSchema = Type.Object({ id: IdSchema }, { additionalProperties: false });

export const ProjectGuestUserSchema = Type.Object(
  {
    id: IdSchema,
    email: Type.String(),
    first_name: Nullable(Type.String()),
    last_name: Nullable(Type.String()),
    added_at: DateTimeSchema,
  },
  { $id: 'ProjectGuestUser', additionalProperties: false },
);

export const GuestListParamsSchema = Type.Object({ projectId: IdSchema }, { additionalProperties: false });

export const ProjectGuestSchema = Type.Object(
  { project_id: IdSchema, user_id: IdSchema, created_at: DateTimeSchema },
  { $id: 'ProjectGuest', additionalProperties: false },
);

export const GuestAccessParamsSchema = Type.Object(
  { projectId: IdSchema, userId: IdSchema },
  { additionalProperties: false },
);
