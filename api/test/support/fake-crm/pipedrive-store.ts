// The records a fake Pipedrive company holds (person fields, persons, notes, leads) and the answers of
// the endpoints that read and write them, shaped as the recorded fixtures. Node built-ins only.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const fixtures = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'fixtures',
  'crm',
  'pipedrive',
);
export const pipedriveFixture = (name: string) =>
  JSON.parse(readFileSync(path.join(fixtures, name), 'utf8')) as Record<string, unknown>;

export interface FakePipedriveField extends Record<string, unknown> {
  field_code: string;
  field_name: string;
  field_type: string;
  is_custom_field: boolean;
}
export interface FakePipedrivePerson extends Record<string, unknown> {
  id: number;
  name: string;
  emails: { value: string; primary: boolean; label: string }[];
  custom_fields: Record<string, unknown>;
}
export interface FakePipedriveNote extends Record<string, unknown> {
  id: number;
  content: string;
  person_id: number | null;
  lead_id: string | null;
}
export interface FakePipedriveLead extends Record<string, unknown> {
  id: string;
  title: string;
  person_id: number | null;
}

/** An answer: a status and a body in Pipedrive's envelope. */
export interface StoreAnswer {
  status: number;
  body: unknown;
}

const errorInfo = 'Please check developers.pipedrive.com for more information about Pipedrive API.';
export const pipedriveError = (status: number, error: string): StoreAnswer => ({
  status,
  body: { success: false, error, error_info: errorInfo, data: null, additional_data: null },
});

// Custom field types `persons/search` looks into (OpenAPI: address, varchar, text, varchar_auto, double, monetary, phone).
const searchable = new Set(['address', 'varchar', 'text', 'varchar_auto', 'double', 'monetary', 'phone']);
const stamp = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');
const v1Stamp = () => new Date().toISOString().slice(0, 19).replace('T', ' ');
const cursorOf = (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url');
const offsetOf = (cursor: string | null) => {
  try {
    return cursor
      ? Number((JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { offset: number }).offset) || 0
      : 0;
  } catch {
    return 0;
  }
};

export function createPipedriveStore(userId: number) {
  const standardFields = (
    pipedriveFixture('schema-person-fields-standard.json').data as FakePipedriveField[]
  ).map((field) => ({ ...field }));
  const fieldTemplate = pipedriveFixture('schema-person-field.json').data as FakePipedriveField;
  const personTemplate = pipedriveFixture('docs-example-person.json').data as FakePipedrivePerson;
  const noteTemplate = pipedriveFixture('schema-note.json').data as FakePipedriveNote;
  const leadTemplate = pipedriveFixture('schema-lead.json').data as FakePipedriveLead;

  const fields: FakePipedriveField[] = [];
  const people: FakePipedrivePerson[] = [];
  const notes: FakePipedriveNote[] = [];
  const leads: FakePipedriveLead[] = [];
  /** Field codes (or "name") a person must be given, as set in Pipedrive's data fields settings. */
  const required = new Set<string>();
  /** When each person becomes findable by search: Pipedrive indexes writes a moment later. */
  const indexedAt = new Map<number, number>();
  let searchIndexDelayMs = 0;
  let nextPersonId = 1;
  let nextNoteId = 1;

  const page = <T>(items: T[], query: URLSearchParams) => {
    const limit = Math.min(500, Math.max(1, Number(query.get('limit') ?? 100) || 100));
    const offset = offsetOf(query.get('cursor'));
    const slice = items.slice(offset, offset + limit);
    return { slice, next: offset + limit < items.length ? cursorOf(offset + limit) : null };
  };
  const v1Page = <T>(items: T[], query: URLSearchParams): StoreAnswer => {
    const limit = Math.min(500, Math.max(1, Number(query.get('limit') ?? 100) || 100));
    const start = Math.max(0, Number(query.get('start') ?? 0) || 0);
    const more = start + limit < items.length;
    return {
      status: 200,
      body: {
        success: true,
        data: items.slice(start, start + limit),
        additional_data: {
          pagination: {
            start,
            limit,
            more_items_in_collection: more,
            ...(more ? { next_start: start + limit } : {}),
          },
        },
      },
    };
  };
  const fieldByCode = (code: string) => fields.find((field) => field.field_code === code);

  /** Checks a person's custom fields the way Pipedrive refuses them: unknown keys, missing required ones. */
  function invalidPerson(person: {
    name: string;
    custom_fields: Record<string, unknown>;
  }): StoreAnswer | null {
    const unknown = Object.keys(person.custom_fields).filter((code) => !fieldByCode(code));
    if (unknown.length > 0)
      return pipedriveError(400, `Invalid field(s) in the payload: ${unknown.join(', ')}`);
    if (!person.name.trim()) return pipedriveError(400, 'Name must be given.');
    for (const code of required) {
      if (code === 'name') continue;
      const value = person.custom_fields[code];
      if (value === undefined || value === null || value === '')
        return pipedriveError(400, `${fieldByCode(code)?.field_name ?? code} is a required field.`);
    }
    return null;
  }

  return {
    fields,
    people,
    notes,
    leads,
    setSearchIndexDelay(ms: number) {
      searchIndexDelayMs = ms;
    },
    /** Makes a field (its code or its name, or `name`) required when a person is created. */
    requireProperty(name: string) {
      if (name === 'name') return void required.add('name');
      const field = fields.find(
        (candidate) => candidate.field_code === name || candidate.field_name === name,
      );
      const code = field?.field_code ?? this.addField(name, 'varchar').field_code;
      required.add(code);
      const target = fieldByCode(code);
      if (target) target.required_fields = { enabled: true };
    },
    /** A custom field as an admin adds it in Settings > Data fields (duplicate names are allowed). */
    addField(name: string, type: string): FakePipedriveField {
      const field: FakePipedriveField = {
        ...fieldTemplate,
        field_name: name,
        field_type: type,
        field_code: randomBytes(20).toString('hex'),
        is_custom_field: true,
        required_fields: { enabled: false },
      };
      fields.push(field);
      return field;
    },

    listFields(query: URLSearchParams): StoreAnswer {
      const { slice, next } = page([...standardFields, ...fields], query);
      return { status: 200, body: { success: true, data: slice, additional_data: { next_cursor: next } } };
    },
    createField(body: Record<string, unknown>): StoreAnswer {
      if (typeof body.field_name !== 'string' || !body.field_name.trim())
        return pipedriveError(400, 'field_name is required');
      if (typeof body.field_type !== 'string') return pipedriveError(400, 'field_type is required');
      return { status: 200, body: { success: true, data: this.addField(body.field_name, body.field_type) } };
    },

    search(query: URLSearchParams): StoreAnswer {
      const term = (query.get('term') ?? '').toLowerCase();
      const exact = query.get('exact_match') === 'true' || query.get('exact_match') === '1';
      if (term.length < (exact ? 1 : 2))
        return pipedriveError(400, 'term must be at least 2 characters long');
      const within = new Set((query.get('fields') ?? 'custom_fields,email,notes,phone,name').split(','));
      const matches = (value: unknown) => {
        const text = String(value).toLowerCase();
        return exact ? text === term : text.includes(term);
      };
      const now = Date.now();
      const items = people
        .filter((person) => (indexedAt.get(person.id) ?? 0) <= now)
        .flatMap((person) => {
          const customHits = within.has('custom_fields')
            ? Object.entries(person.custom_fields)
                .filter(
                  ([code, value]) =>
                    searchable.has(fieldByCode(code)?.field_type ?? '') && value !== null && matches(value),
                )
                .map(([, value]) => String(value))
            : [];
          const hit =
            customHits.length > 0 ||
            (within.has('email') && person.emails.some((email) => matches(email.value))) ||
            (within.has('name') && matches(person.name));
          if (!hit) return [];
          const item = {
            id: person.id,
            type: 'person',
            name: person.name,
            phones: [],
            emails: person.emails.map((email) => email.value),
            visible_to: 3,
            owner: { id: userId },
            organization: null,
            custom_fields: customHits,
            notes: [],
          };
          return [{ result_score: exact ? 1 : 0.5, item }];
        });
      const { slice, next } = page(items, query);
      return {
        status: 200,
        body: { success: true, data: { items: slice }, additional_data: { next_cursor: next } },
      };
    },

    createPerson(body: Record<string, unknown>): StoreAnswer {
      const name = typeof body.name === 'string' ? body.name : '';
      const customFields = (body.custom_fields ?? {}) as Record<string, unknown>;
      const refused = invalidPerson({ name, custom_fields: customFields });
      if (refused) return refused;
      const [first, ...rest] = name.trim().split(/\s+/);
      const person: FakePipedrivePerson = {
        ...personTemplate,
        id: nextPersonId++,
        name,
        first_name: first ?? name,
        last_name: rest.join(' ') || null,
        owner_id: userId,
        org_id: null,
        add_time: stamp(),
        update_time: stamp(),
        emails: Array.isArray(body.emails) ? (body.emails as FakePipedrivePerson['emails']) : [],
        phones: [],
        visible_to: 3,
        label_ids: [],
        picture_id: null,
        custom_fields: { ...customFields },
      };
      people.push(person);
      indexedAt.set(person.id, Date.now() + searchIndexDelayMs);
      return { status: 200, body: { success: true, data: person } };
    },
    updatePerson(id: number, body: Record<string, unknown>): StoreAnswer {
      const person = people.find((candidate) => candidate.id === id);
      if (!person) return pipedriveError(404, 'Person not found');
      const customFields = {
        ...person.custom_fields,
        ...((body.custom_fields ?? {}) as Record<string, unknown>),
      };
      const name = typeof body.name === 'string' ? body.name : person.name;
      const refused = invalidPerson({ name, custom_fields: customFields });
      if (refused) return refused;
      Object.assign(person, { name, custom_fields: customFields, update_time: stamp() });
      if (Array.isArray(body.emails)) person.emails = body.emails as FakePipedrivePerson['emails'];
      return { status: 200, body: { success: true, data: person } };
    },
    getPerson(id: number): StoreAnswer {
      const person = people.find((candidate) => candidate.id === id);
      return person
        ? { status: 200, body: { success: true, data: person } }
        : pipedriveError(404, 'Person not found');
    },

    listNotes(query: URLSearchParams): StoreAnswer {
      const personId = query.get('person_id');
      return v1Page(
        notes.filter((note) => personId === null || String(note.person_id) === personId),
        query,
      );
    },
    createNote(body: Record<string, unknown>): StoreAnswer {
      if (typeof body.content !== 'string' || !body.content)
        return pipedriveError(400, 'Note content is required.');
      const personId = typeof body.person_id === 'number' ? body.person_id : null;
      const leadId = typeof body.lead_id === 'string' ? body.lead_id : null;
      if (personId === null && leadId === null && body.deal_id === undefined && body.org_id === undefined)
        return pipedriveError(400, 'Note must be attached to a deal, person, organization, lead or project.');
      if (personId !== null && !people.some((person) => person.id === personId))
        return pipedriveError(
          400,
          'Cannot add/update note because person does not exist or you have no permissions to access this person.',
        );
      const note: FakePipedriveNote = {
        ...noteTemplate,
        id: nextNoteId++,
        // Pipedrive sanitises the HTML; a bare `&` comes back as `&amp;`.
        content: body.content.replace(/&(?!amp;|lt;|gt;|quot;|#\d+;)/g, '&amp;'),
        person_id: personId,
        lead_id: leadId,
        user_id: userId,
        add_time: v1Stamp(),
        update_time: v1Stamp(),
      };
      notes.push(note);
      return { status: 200, body: { success: true, data: note } };
    },

    listLeads(query: URLSearchParams): StoreAnswer {
      const personId = query.get('person_id');
      return v1Page(
        leads.filter((lead) => personId === null || String(lead.person_id) === personId),
        query,
      );
    },
    createLead(body: Record<string, unknown>): StoreAnswer {
      if (typeof body.title !== 'string' || !body.title) return pipedriveError(400, 'Title is required.');
      const personId = typeof body.person_id === 'number' ? body.person_id : null;
      if (personId === null && body.organization_id === undefined)
        return pipedriveError(400, 'A lead must be linked to a person or an organization.');
      if (personId !== null && !people.some((person) => person.id === personId))
        return pipedriveError(404, 'Person not found');
      const lead: FakePipedriveLead = {
        ...leadTemplate,
        id: randomUUID(),
        title: body.title,
        person_id: personId,
        owner_id: userId,
        creator_id: userId,
        add_time: new Date().toISOString(),
        update_time: new Date().toISOString(),
      };
      leads.push(lead);
      return { status: 201, body: { success: true, data: lead } };
    },
  };
}

export type PipedriveStore = ReturnType<typeof createPipedriveStore>;
