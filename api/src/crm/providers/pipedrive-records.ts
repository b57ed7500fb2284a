import { CrmError } from '../crm-errors.js';
import type { CrmFieldMapping, CrmNote, CrmPerson, CrmResponse, CrmSession } from '../crm-types.js';
import { authorKeyFieldName, escapeHtml, pipedriveId } from './pipedrive-wire.js';

// The records a push reads and writes in Pipedrive: the person field (API v2 /personFields), persons
// (API v2: search, create, update), notes and leads (API v1: they have no v2 endpoints yet).
// Pipedrive enforces no uniqueness on a custom field, so "never two persons" rests on searching first;
// and its search index lags a write by a moment, so the engine should keep the person id it got back.

interface PersonField {
  field_code: string;
  field_name: string;
  field_type: string;
  is_custom_field: boolean;
}

interface SearchItem {
  id: number;
  emails?: string[];
  custom_fields?: string[];
}

interface Page<T> {
  data: T[] | null;
  additional_data?: {
    next_cursor?: string | null;
    pagination?: { more_items_in_collection?: boolean; next_start?: number };
  } | null;
}

/** Search-ready field types (the only custom fields `persons/search` looks into). */
const searchableTypes = new Set(['varchar', 'varchar_auto', 'text']);
// Enough pages for any person's notes or leads; a bound so a misbehaving cursor cannot loop forever.
const maxPages = 20;

async function personFields(session: CrmSession): Promise<PersonField[]> {
  const fields: PersonField[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page += 1) {
    const query: URLSearchParams = new URLSearchParams({ limit: '500', ...(cursor ? { cursor } : {}) });
    const { body }: CrmResponse<Page<PersonField>> = await session.request<Page<PersonField>>({
      method: 'GET',
      path: `/api/v2/personFields?${query}`,
    });
    fields.push(...(body?.data ?? []));
    cursor = body?.additional_data?.next_cursor ?? null;
    if (!cursor) break;
  }
  return fields;
}

/** The author key field's code, creating the field (a text field) the first time. */
export async function ensureAuthorKeyField(session: CrmSession): Promise<string> {
  const wanted = authorKeyFieldName.toLowerCase();
  const existing = (await personFields(session)).find(
    (field) => field.is_custom_field && field.field_name.trim().toLowerCase() === wanted,
  );
  if (existing) {
    if (!searchableTypes.has(existing.field_type))
      throw new CrmError(
        'validation',
        `The Pipedrive person field "${existing.field_name}" is a ${existing.field_type} field; Signalboard needs it to be a text field. Rename or delete it in Pipedrive (Settings > Data fields), then connect again.`,
      );
    return existing.field_code;
  }
  const { body } = await session.request<{ data: PersonField }>({
    method: 'POST',
    path: '/api/v2/personFields',
    body: { field_name: authorKeyFieldName, field_type: 'varchar' },
  });
  if (!body?.data?.field_code)
    throw new CrmError('unavailable', 'Pipedrive created the person field without a key.');
  return body.data.field_code;
}

async function searchPersons(
  session: CrmSession,
  term: string,
  field: 'custom_fields' | 'email',
): Promise<SearchItem[]> {
  const query = new URLSearchParams({ term, fields: field, exact_match: 'true', limit: '100' });
  const { body } = await session.request<{ data: { items?: { item?: SearchItem }[] } | null }>({
    method: 'GET',
    path: `/api/v2/persons/search?${query}`,
  });
  return (body?.data?.items ?? []).flatMap((entry) => (entry.item ? [entry.item] : []));
}

/** The oldest match wins, so a duplicate made by hand in Pipedrive never splits later pushes. */
function oldest(items: SearchItem[]): number | null {
  return items.reduce<number | null>(
    (best, item) => (best === null || item.id < best ? item.id : best),
    null,
  );
}

function customFieldsOf(
  person: CrmPerson,
  mapping: CrmFieldMapping,
  keyField: string,
): Record<string, string | number> {
  const values: Record<string, string | number> = { [keyField]: person.authorKey };
  if (mapping.profileUrl && person.profileUrl) values[mapping.profileUrl] = person.profileUrl;
  if (mapping.platform) values[mapping.platform] = person.platform;
  if (mapping.score) values[mapping.score] = person.score;
  return values;
}

/** Finds the person by the author key (then by e-mail) and updates them, or creates them; returns the id. */
export async function upsertPipedrivePerson(
  session: CrmSession,
  person: CrmPerson,
  mapping: CrmFieldMapping,
  keyField: string,
): Promise<string> {
  const key = person.authorKey.toLowerCase();
  const byKey = (await searchPersons(session, key, 'custom_fields')).filter((item) =>
    (item.custom_fields ?? []).some((value) => String(value).toLowerCase() === key),
  );
  let id = oldest(byKey);
  if (id === null && person.email) {
    const email = person.email.toLowerCase();
    const byEmail = (await searchPersons(session, email, 'email')).filter((item) =>
      (item.emails ?? []).some((value) => value.toLowerCase() === email),
    );
    id = oldest(byEmail);
  }
  const customFields = customFieldsOf(person, mapping, keyField);
  if (id !== null) {
    // The name stays as the team may have edited it; the key and the mapped values are ours to keep current.
    await session.request({
      method: 'PATCH',
      path: `/api/v2/persons/${id}`,
      body: { custom_fields: customFields },
    });
    return String(id);
  }
  const { body } = await session.request<{ data: { id: number } }>({
    method: 'POST',
    path: '/api/v2/persons',
    body: {
      name: person.displayName || person.handle,
      ...(person.email ? { emails: [{ value: person.email, primary: true, label: 'work' }] } : {}),
      custom_fields: customFields,
    },
  });
  if (!body?.data?.id) throw new CrmError('unavailable', 'Pipedrive created the person without an id.');
  return String(body.data.id);
}

/** Walks a v1 list (offset pagination) until `found` answers or the list ends. */
async function findInV1List<T>(
  session: CrmSession,
  path: string,
  query: Record<string, string>,
  found: (item: T) => boolean,
): Promise<T | null> {
  let start = 0;
  for (let page = 0; page < maxPages; page += 1) {
    const params = new URLSearchParams({ ...query, start: String(start), limit: '500' });
    const { body } = await session.request<Page<T>>({ method: 'GET', path: `${path}?${params}` });
    const match = (body?.data ?? []).find(found);
    if (match) return match;
    const pagination = body?.additional_data?.pagination;
    if (!pagination?.more_items_in_collection || pagination.next_start === undefined) return null;
    start = pagination.next_start;
  }
  return null;
}

function idOf(personId: string): number {
  const id = pipedriveId(personId);
  if (id === null) throw new CrmError('not_found', `"${personId}" is not a Pipedrive person id.`);
  return id;
}

/** Pipedrive stores note HTML sanitised, so the marker may come back with `&` as `&amp;`. */
const containsMarker = (text: string, marker: string) =>
  text.includes(marker) || text.includes(escapeHtml(marker));

export async function findPipedriveNote(
  session: CrmSession,
  personId: string,
  marker: string,
): Promise<string | null> {
  const note = await findInV1List<{ id: number; content?: string }>(
    session,
    '/api/v1/notes',
    { person_id: String(idOf(personId)) },
    (candidate) => containsMarker(candidate.content ?? '', marker),
  );
  return note ? String(note.id) : null;
}

export async function createPipedriveNote(
  session: CrmSession,
  personId: string,
  note: CrmNote,
): Promise<string> {
  const content = containsMarker(note.html, note.marker)
    ? note.html
    : `${note.html}<p>${escapeHtml(note.marker)}</p>`;
  const { body } = await session.request<{ data: { id: number } }>({
    method: 'POST',
    path: '/api/v1/notes',
    body: { content, person_id: idOf(personId) },
  });
  if (!body?.data?.id) throw new CrmError('unavailable', 'Pipedrive created the note without an id.');
  return String(body.data.id);
}

/** A Lead in the Leads Inbox for this person, found again by the marker in its title. */
export async function ensurePipedriveLead(
  session: CrmSession,
  personId: string,
  title: string,
  marker: string,
): Promise<string> {
  const person = idOf(personId);
  const existing = await findInV1List<{ id: string; title?: string }>(
    session,
    '/api/v1/leads',
    { person_id: String(person) },
    (lead) => (lead.title ?? '').includes(marker),
  );
  if (existing) return existing.id;
  const { body } = await session.request<{ data: { id: string } }>({
    method: 'POST',
    path: '/api/v1/leads',
    body: { title: title.includes(marker) ? title : `${title} · ${marker}`, person_id: person },
  });
  if (!body?.data?.id) throw new CrmError('unavailable', 'Pipedrive created the lead without an id.');
  return body.data.id;
}
