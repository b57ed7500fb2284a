import { Type } from 'typebox';
import { DateTimeSchema, IdSchema, Nullable, ref } from './common.js';
import { readOnlyFields } from './read-only.js';

/** The limits of a lead's notes. */
export const leadNoteLimits = {
  /** Characters (code points) of a note once trimmed. */
  body: 5000,
  /** What a request may send before trimming (white space around a long note is not an error). */
  bodySent: 10_000,
  mentions: 50,
  perLead: 1000,
  /** Its author may edit a note this long after writing it. */
  editMinutes: 15,
} as const;

/** Who wrote a note: `name` is their name now, or as it was when they wrote it once they left. */
export const LeadNoteAuthorSchema = Type.Object(
  {
    user_id: Nullable(IdSchema),
    name: Type.String({ description: 'Their name, else their e-mail address.' }),
    former_member: Type.Boolean({
      description:
        'True once they no longer belong to the project (member or guest); `name` is then as it was.',
    }),
  },
  { $id: 'LeadNoteAuthor', additionalProperties: false },
);

export const LeadNoteSchema = Type.Object(
  {
    id: IdSchema,
    lead_id: IdSchema,
    author: ref(LeadNoteAuthorSchema),
    body: Type.String({ description: 'Plain text (links are plain URLs); show it as text, never as HTML.' }),
    mentioned_user_ids: Type.Array(IdSchema),
    created_at: DateTimeSchema,
    edited_at: Nullable(DateTimeSchema),
    editable_until: Type.String({
      format: 'date-time',
      description: `Its author may edit it until then (${leadNoteLimits.editMinutes} minutes after it was written).`,
    }),
  },
  { $id: 'LeadNote', additionalProperties: false },
);

export const LeadNotesSchema = Type.Object(
  { items: Type.Array(ref(LeadNoteSchema), { description: 'Oldest first.' }) },
  { $id: 'LeadNotes', additionalProperties: false },
);

export const LeadNoteInputSchema = Type.Object(
  {
    body: Type.String({
      minLength: 1,
      maxLength: leadNoteLimits.bodySent,
      description:
        `Plain text, 1 to ${leadNoteLimits.body} characters once trimmed (422 naming \`body\`); no NUL or ` +
        'other control character but line breaks and tabs.',
    }),
    mentioned_user_ids: Type.Optional(
      Type.Array(IdSchema, {
        maxItems: leadNoteLimits.mentions,
        description:
          "People the note mentions, each a member of the project's organization or a guest of the project " +
          '(422 naming `mentioned_user_ids` otherwise). Left out: none on a new note, unchanged on an edit.',
      }),
    ),
  },
  { $id: 'LeadNoteInput', additionalProperties: false },
);

/** An edit: what a note's read answers is taken back, its read-only fields ignored. */
export const LeadNoteEditSchema = Type.Object(
  {
    ...LeadNoteInputSchema.properties,
    ...readOnlyFields(LeadNoteSchema, [
      'id',
      'lead_id',
      'author',
      'created_at',
      'edited_at',
      'editable_until',
    ]),
  },
  { $id: 'LeadNoteEdit', additionalProperties: false },
);

export const LeadNoteParamsSchema = Type.Object(
  { projectId: IdSchema, leadId: IdSchema, noteId: IdSchema },
  { additionalProperties: false },
);

export const leadNoteNamedSchemas = [
  LeadNoteAuthorSchema,
  LeadNoteSchema,
  LeadNotesSchema,
  LeadNoteInputSchema,
  LeadNoteEditSchema,
];
