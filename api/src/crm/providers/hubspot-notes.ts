import type { CrmNote, CrmSession } from '../crm-types.js';
import { hubspotPaths, noteToContactTypeId } from './hubspot-wire.js';

// A lead becomes a note on the contact (`hs_note_body` HTML, `hs_timestamp`, associated with HubSpot's
// note -> contact type). A retried push looks for the lead's marker in the contact's notes first, so it
// never writes the note twice. Docs: https://developers.hubspot.com/docs/api-reference/latest/crm/activities/notes/guide

interface HubSpotObject {
  id: string;
  properties: Record<string, string | null>;
}

/** Notes read per batch call (HubSpot's batch read takes at most 100 ids). */
const batchReadSize = 100;
/** Pages of a contact's notes read at most (500 each): past that, a retried push may write a note twice. */
const maxNotePages = 10;

/** The ids of every note on the contact, page by page. */
async function noteIdsOf(session: CrmSession, personId: string): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < maxNotePages; page += 1) {
    const query: string = after ? `?limit=500&after=${encodeURIComponent(after)}` : '?limit=500';
    const { body } = await session.request<{
      results?: { toObjectId: string | number }[];
      paging?: { next?: { after?: string } };
    }>({ method: 'GET', path: `${hubspotPaths.contacts}/${personId}/associations/notes${query}` });
    for (const result of body.results ?? []) ids.push(String(result.toObjectId));
    after = body.paging?.next?.after ?? null;
    if (!after) break;
  }
  return ids;
}

export async function findNote(
  session: CrmSession,
  personId: string,
  marker: string,
): Promise<string | null> {
  const ids = await noteIdsOf(session, personId);
  // The note body is HTML, where the marker (a URL) may appear with its & escaped.
  const forms = [marker, marker.replace(/&/g, '&amp;')];
  for (let start = 0; start < ids.length; start += batchReadSize) {
    const { body } = await session.request<{ results?: HubSpotObject[] }>({
      method: 'POST',
      path: `${hubspotPaths.notes}/batch/read`,
      body: {
        inputs: ids.slice(start, start + batchReadSize).map((id) => ({ id })),
        properties: ['hs_note_body'],
        propertiesWithHistory: [],
      },
    });
    const found = (body.results ?? []).find((note) =>
      forms.some((form) => (note.properties.hs_note_body ?? '').includes(form)),
    );
    if (found) return found.id;
  }
  return null;
}

export async function createNote(session: CrmSession, personId: string, note: CrmNote): Promise<string> {
  // The engine's HTML carries the title and the marker; the check keeps findNote working if it ever does not.
  const html = note.html.includes(note.marker) ? note.html : `${note.html}<p>${note.marker}</p>`;
  const { body } = await session.request<HubSpotObject>({
    method: 'POST',
    path: hubspotPaths.notes,
    body: {
      properties: { hs_note_body: html, hs_timestamp: new Date().toISOString() },
      associations: [
        {
          to: { id: personId },
          types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: noteToContactTypeId }],
        },
      ],
    },
  });
  return body.id;
}
