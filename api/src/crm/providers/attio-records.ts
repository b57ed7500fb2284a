import { CrmError } from '../crm-errors.js';
import type { CrmFieldMapping, CrmNote, CrmPerson, CrmSession } from '../crm-types.js';

// What Signalboard writes into an Attio workspace, in Attio's REST API v2 wire format
// (https://docs.attio.com/rest-api/endpoint-reference): attributes on the People object, the person
// asserted on the unique author-key attribute, and notes on the person.

/** The unique text attribute on People that holds `<platform>:<handle>`. */
export const authorKeyAttribute = 'signalboard_author_key';

interface AttributeSpec {
  api_slug: string;
  title: string;
  description: string;
  type: 'text' | 'number';
  is_unique: boolean;
}

/** The author key, and the attributes the default mapping writes to (People has no standard ones that fit). */
export const signalboardAttributes: AttributeSpec[] = [
  {
    api_slug: authorKeyAttribute,
    title: 'Signalboard author key',
    description: 'Written by Signalboard (<platform>:<handle>); pushes find the person again by it.',
    type: 'text',
    is_unique: true,
  },
  {
    api_slug: 'signalboard_profile_url',
    title: 'Profile URL',
    description: "The author's profile on the platform where Signalboard found the post.",
    type: 'text',
    is_unique: false,
  },
  {
    api_slug: 'signalboard_platform',
    title: 'Platform',
    description: 'Where Signalboard found the post (Reddit, Hacker News, ...).',
    type: 'text',
    is_unique: false,
  },
  {
    api_slug: 'signalboard_score',
    title: 'Signalboard score',
    description: "The lead's best intent score in Signalboard, 0-100.",
    type: 'number',
    is_unique: false,
  },
];

interface AttioAttribute {
  api_slug: string;
  is_unique: boolean;
  is_archived: boolean;
}

export interface AttioRecord {
  id: { record_id: string };
  web_url?: string;
}

interface AttioNote {
  id: { note_id: string };
  title: string;
  content_plaintext: string;
  content_markdown: string;
}

/** `GET /v2/notes` answers at most 50 per page. */
const notesPageSize = 50;
/** A person with more notes than this is not one Signalboard wrote to; stop looking rather than loop for ever. */
const notesPageLimit = 20;

/** Creates the attributes Signalboard writes (once; a second run changes nothing). */
export async function ensureAttributes(session: CrmSession): Promise<Record<string, string>> {
  for (const spec of signalboardAttributes) await ensureAttribute(session, spec);
  return { authorKeyAttribute };
}

async function ensureAttribute(session: CrmSession, spec: AttributeSpec): Promise<void> {
  const path = `/v2/objects/people/attributes/${spec.api_slug}`;
  let existing: AttioAttribute | null = null;
  try {
    existing = (await session.request<{ data: AttioAttribute }>({ method: 'GET', path })).body.data;
  } catch (error) {
    if (!(error instanceof CrmError && error.kind === 'not_found')) throw error;
  }
  if (existing) {
    // Someone archived it, or made it by hand without uniqueness: assert needs it live and unique.
    const repair: Record<string, boolean> = {};
    if (existing.is_archived) repair.is_archived = false;
    if (spec.is_unique && !existing.is_unique) repair.is_unique = true;
    if (Object.keys(repair).length > 0)
      await session.request({ method: 'PATCH', path, body: { data: repair } });
    return;
  }
  try {
    await session.request({
      method: 'POST',
      path: '/v2/objects/people/attributes',
      body: {
        data: {
          title: spec.title,
          description: spec.description,
          api_slug: spec.api_slug,
          type: spec.type,
          is_required: false,
          is_unique: spec.is_unique,
          is_multiselect: false,
          config: {},
        },
      },
    });
  } catch (error) {
    // Another worker created it between our read and our write.
    if (!(error instanceof CrmError && error.details.code === 'slug_conflict')) throw error;
  }
}

/**
 * Finds the person again or creates them, and writes what the mapping says. The person holding the author
 * key (else, with an e-mail, the contact holding it) is updated without touching their name, which may be
 * the team's own; nobody found, the assert on the author key creates them (and, run twice at once, still
 * makes one). Lookups are reads: Attio allows 100 a second against 25 writes.
 */
export async function upsertPerson(
  session: CrmSession,
  person: CrmPerson,
  mapping: CrmFieldMapping,
  prepared: Record<string, string>,
): Promise<AttioRecord> {
  const keySlug = prepared.authorKeyAttribute || authorKeyAttribute;
  const values = personValues(person, mapping, keySlug);
  const existing =
    (await findPerson(session, keySlug, person.authorKey)) ??
    (person.email ? await findPerson(session, 'email_addresses', person.email) : null);
  if (!existing) return assertPerson(session, keySlug, values);
  const kept = Object.entries(values).filter(([slug]) => slug !== 'name');
  return updatePerson(session, existing.id.record_id, Object.fromEntries(kept));
}

function personValues(
  person: CrmPerson,
  mapping: CrmFieldMapping,
  keySlug: string,
): Record<string, unknown[]> {
  const fullName = person.displayName.trim() || person.handle;
  const cut = fullName.lastIndexOf(' ');
  const values: Record<string, unknown[]> = {
    [keySlug]: [{ value: person.authorKey }],
    name: [
      {
        first_name: cut > 0 ? fullName.slice(0, cut) : fullName,
        last_name: cut > 0 ? fullName.slice(cut + 1) : '',
        full_name: fullName,
      },
    ],
  };
  if (person.email) values.email_addresses = [{ email_address: person.email }];
  if (mapping.profileUrl && person.profileUrl) values[mapping.profileUrl] = [{ value: person.profileUrl }];
  if (mapping.platform) values[mapping.platform] = [{ value: person.platform }];
  if (mapping.score) values[mapping.score] = [{ value: person.score }];
  return values;
}

async function assertPerson(
  session: CrmSession,
  matchingAttribute: string,
  values: Record<string, unknown[]>,
): Promise<AttioRecord> {
  const { body } = await session.request<{ data: AttioRecord }>({
    method: 'PUT',
    path: `/v2/objects/people/records?matching_attribute=${encodeURIComponent(matchingAttribute)}`,
    body: { data: { values } },
  });
  return body.data;
}

async function updatePerson(
  session: CrmSession,
  recordId: string,
  values: Record<string, unknown[]>,
): Promise<AttioRecord> {
  // PATCH adds to multiselect values (e-mail addresses) instead of replacing them.
  const { body } = await session.request<{ data: AttioRecord }>({
    method: 'PATCH',
    path: `/v2/objects/people/records/${encodeURIComponent(recordId)}`,
    body: { data: { values } },
  });
  return body.data;
}

async function findPerson(session: CrmSession, slug: string, value: string): Promise<AttioRecord | null> {
  const { body } = await session.request<{ data: AttioRecord[] }>({
    method: 'POST',
    path: '/v2/objects/people/records/query',
    body: { filter: { [slug]: value }, limit: 1 },
  });
  return body.data[0] ?? null;
}

/** The note on the person whose title or body holds the marker (Attio's plaintext drops link targets). */
export async function findNote(
  session: CrmSession,
  personId: string,
  marker: string,
): Promise<string | null> {
  for (let page = 0; page < notesPageLimit; page += 1) {
    const query = new URLSearchParams({
      parent_object: 'people',
      parent_record_id: personId,
      limit: String(notesPageSize),
      offset: String(page * notesPageSize),
    });
    const { body } = await session.request<{ data: AttioNote[] }>({
      method: 'GET',
      path: `/v2/notes?${query}`,
    });
    const found = body.data.find((note) =>
      [note.title, note.content_markdown, note.content_plaintext].some((text) => text?.includes(marker)),
    );
    if (found) return found.id.note_id;
    if (body.data.length < notesPageSize) return null;
  }
  return null;
}

export async function createNote(session: CrmSession, personId: string, note: CrmNote): Promise<string> {
  // findNote looks for the marker: it must be in what Attio keeps even if the engine's text lacks it.
  const content = note.markdown.includes(note.marker) ? note.markdown : `${note.markdown}\n\n${note.marker}`;
  const { body } = await session.request<{ data: AttioNote }>({
    method: 'POST',
    path: '/v2/notes',
    body: {
      data: {
        parent_object: 'people',
        parent_record_id: personId,
        title: note.title,
        format: 'markdown',
        content,
      },
    },
  });
  return body.data.id.note_id;
}
