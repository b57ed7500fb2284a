import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable } from './common.js';

const RoleSchema = Type.Union([Type.Literal('owner'), Type.Literal('admin'), Type.Literal('member')]);
export const InviteStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('accepted'),
  Type.Literal('rejected'),
  Type.Literal('cancelled'),
]);

const inviteFields = {
  id: IdSchema,
  organization_id: IdSchema,
  organization_name: Type.String(),
  email: Nullable(Type.String({ description: 'The addressee; null for a link invite.' })),
  role: RoleSchema,
  status: InviteStatusSchema,
  inviter_id: Nullable(IdSchema),
  inviter_name: Nullable(Type.String({ description: "The inviter's name, or their e-mail without one." })),
  expires_at: DateTimeSchema,
  created_at: DateTimeSchema,
};

export const InviteSchema = Type.Object(inviteFields, { $id: 'Invite', additionalProperties: false });

export const InviteCreatedSchema = Type.Object(
  {
    ...inviteFields,
    invite_url: Nullable(
      Type.String({
        description: 'Link invites only: the one-time link to share (shown once). Null when it was mailed.',
      }),
    ),
  },
  { $id: 'InviteCreated', additionalProperties: false },
);

export const InviteCreateSchema = Type.Object(
  {
    email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 320 }))),
    role: Type.Optional(
      Type.Union([Type.Literal('admin'), Type.Literal('member')], {
        description: 'The role the invitee joins with; member when left out.',
      }),
    ),
  },
  { $id: 'InviteCreate', additionalProperties: false },
);

export const InvitePreviewSchema = Type.Object(
  {
    organization_name: Type.String(),
    inviter_name: Nullable(Type.String()),
    email: Nullable(Type.String({ description: 'The addressee; null for a link invite.' })),
    role: RoleSchema,
    status: InviteStatusSchema,
    expires_at: DateTimeSchema,
    project: Nullable(
      Type.Object(
        { id: IdSchema, name: Type.String() },
        {
          additionalProperties: false,
          description: 'Set for a guest invite: the one project it opens (the organization is not joined).',
        },
      ),
    ),
  },
  { $id: 'InvitePreview', additionalProperties: false },
);

export const InviteAcceptedSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    website: Nullable(Type.String()),
    created_at: DateTimeSchema,
    role: RoleSchema,
    project_id: Nullable(IdSchema),
  },
  {
    $id: 'InviteAccepted',
    additionalProperties: false,
    description:
      'An organization invite: the organization joined, with the role (project_id null). A guest invite: ' +
      "the project's organization (not joined: role is the caller's role there when they are a member, " +
      "else the invite's placeholder 'member') and project_id, the project the caller is now a guest of.",
  },
);

export const InviteTokenQuerySchema = Type.Object(
  { t: Type.String({ minLength: 1, maxLength: 200, description: 'The token from the invite link.' }) },
  { additionalProperties: false },
);

export const InviteIdParamsSchema = Type.Object({ id: IdSchema }, { additionalProperties: false });
