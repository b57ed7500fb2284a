// The three local CRMs behind one face, so a test of the push engine runs the same story on each: what it
// holds (people, notes, Pipedrive's leads) and the failures it can play, in the CRM's own wire format.
import type { CrmProviderId } from '../../../src/crm/crm-types.js';
import { documentedRateLimit as attioRateLimit, startFakeAttio } from './attio.js';
import { documentedRateLimit as hubspotRateLimit, startFakeHubSpot } from './hubspot.js';
import { documentedRateLimit as pipedriveRateLimit, startFakePipedrive } from './pipedrive.js';

export interface FakeCrm {
  provider: CrmProviderId;
  env: Record<string, string>;
  /** A pasted token (private app, API token, API key) with every scope a push needs. */
  privateToken: string;
  tokenWithoutScopes: string;
  /** People (contacts) held, each as the CRM shows it. */
  people(): Record<string, unknown>[];
  /** Notes held, each with its text (as the CRM stores it). */
  notes(): { text: string; personId: string | null }[];
  /** Pipedrive's Leads Inbox; empty for the others. */
  crmLeads(): Record<string, unknown>[];
  revokeTokens(): void;
  expireTokens(): void;
  rateLimitedFor(ms: number): void;
  setRateLimit(limit: { max: number; windowMs: number } | null): void;
  requireProperty(name: string): void;
  documentedRateLimit: { max: number; windowMs: number; source: string };
  /** Requests the fake answered so far. */
  requestCount(): number;
  close(): Promise<void>;
}

/** What every fake offers under the same names. */
interface FakeCrmServer {
  env: Record<string, string>;
  privateToken: string;
  tokenWithoutScopes: string;
  revokeTokens(): void;
  expireTokens(): void;
  rateLimitedFor(ms: number): void;
  requireProperty(name: string): void;
  close(): Promise<void>;
}

/** The members that pass straight through to the fake. */
function sharedFace(fake: FakeCrmServer) {
  return {
    env: fake.env,
    privateToken: fake.privateToken,
    tokenWithoutScopes: fake.tokenWithoutScopes,
    revokeTokens: () => fake.revokeTokens(),
    expireTokens: () => fake.expireTokens(),
    rateLimitedFor: (ms: number) => fake.rateLimitedFor(ms),
    requireProperty: (name: string) => fake.requireProperty(name),
    close: () => fake.close(),
  };
}

/** No limit worth the name: what `setRateLimit(null)` restores on fakes that always count. */
const unlimited = { max: 1_000_000, windowMs: 1000 };

export async function startFakeCrm(provider: CrmProviderId): Promise<FakeCrm> {
  switch (provider) {
    case 'attio': {
      const fake = await startFakeAttio();
      return {
        ...sharedFace(fake),
        provider,
        people: () => fake.state.people as unknown as Record<string, unknown>[],
        notes: () =>
          fake.state.notes.map((note) => {
            const raw = note as unknown as Record<string, unknown>;
            return {
              text: JSON.stringify(raw),
              personId: (raw.parent_record_id as string | undefined) ?? null,
            };
          }),
        crmLeads: () => [],
        setRateLimit: (limit) => fake.setRateLimit(limit),
        documentedRateLimit: attioRateLimit,
        requestCount: () => fake.calls.length,
      };
    }
    case 'hubspot': {
      const fake = await startFakeHubSpot();
      return {
        ...sharedFace(fake),
        provider,
        people: () => fake.state.people as unknown as Record<string, unknown>[],
        notes: () =>
          fake.state.notes.map((note) => ({
            text: note.properties.hs_note_body ?? '',
            personId: note.contactIds[0] ?? null,
          })),
        crmLeads: () => [],
        setRateLimit: (limit) => fake.setRateLimit(limit ?? unlimited),
        documentedRateLimit: hubspotRateLimit,
        requestCount: () => fake.calls.length,
      };
    }
    case 'pipedrive': {
      const fake = await startFakePipedrive();
      return {
        ...sharedFace(fake),
        provider,
        people: () => fake.state.people,
        notes: () =>
          fake.state.notes.map((note) => ({
            text: note.content,
            personId: note.person_id === null ? null : String(note.person_id),
          })),
        crmLeads: () => fake.state.leads,
        setRateLimit: (limit) => {
          fake.setRateLimit(limit ?? unlimited);
          if (limit === null) fake.setSearchRateLimit(null);
        },
        documentedRateLimit: pipedriveRateLimit,
        requestCount: () => fake.requestCount(),
      };
    }
  }
}
